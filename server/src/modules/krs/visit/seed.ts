import type { PageSeed } from '../../../core/resources.js'
import { visitApp } from './service.js'

/** Visitor reservations with their trails and gate logs, the blacklist and the safety rules. */
export const krsVisitPage: PageSeed = visitApp.page
