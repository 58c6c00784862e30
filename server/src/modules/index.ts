import type { FastifyInstance } from 'fastify'
import loginRoutes from './auth/login/routes.js'
import configRoutes from './dev/config/routes.js'
import dictRoutes from './dev/dict/routes.js'
import docsRoutes from './dev/docs/routes.js'
import healthRoutes from './dev/health/routes.js'
import logRoutes from './dev/log/routes.js'
import groupRoutes from './sys/group/routes.js'
import orgRoutes from './sys/org/routes.js'
import positionRoutes from './sys/position/routes.js'
import resourceRoutes from './sys/resource/routes.js'
import roleRoutes from './sys/role/routes.js'
import userRoutes from './sys/user/routes.js'
import userCenterRoutes, { accountRoutes } from './sys/userCenter/routes.js'

/** Every module's routes; a new entity adds one line. */
export const modules: Array<(app: FastifyInstance) => void | Promise<void>> = [
  loginRoutes,
  configRoutes,
  healthRoutes,
  docsRoutes,
  userCenterRoutes,
  accountRoutes,
  orgRoutes,
  positionRoutes,
  userRoutes,
  roleRoutes,
  resourceRoutes,
  groupRoutes,
  dictRoutes,
  logRoutes,
]
