import type { FastifyInstance } from 'fastify'
import { applicationRoutes } from '../../../core/applicationRoutes.js'
import { admissionApp } from './service.js'

/** Contractor admission: the kit's phone and staff routes (`service.ts` declares them). */
export default function admissionRoutes(app: FastifyInstance) {
  applicationRoutes(app, admissionApp)
}
