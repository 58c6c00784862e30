import type { PageSeed } from '../../../core/resources.js'
import { workApp } from './service.js'

/** Entry-work applications with their workers, trails and passes ("vendor access and admission records"). */
export const krsWorkPage: PageSeed = workApp.page
