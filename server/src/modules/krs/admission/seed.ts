import type { PageSeed } from '../../../core/resources.js'
import { admissionApp } from './service.js'

/** The admission applications contractors submitted, with their forms and trails. */
export const krsAdmissionPage: PageSeed = admissionApp.page
