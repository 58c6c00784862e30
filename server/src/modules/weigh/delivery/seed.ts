import type { PageSeed } from '../../../core/resources.js'
import { deliveryApp } from './service.js'

/** Delivery notes with their lines, weighings and gate passages. */
export const weighDeliveryPage: PageSeed = deliveryApp.page
