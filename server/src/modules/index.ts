import type { FastifyInstance } from 'fastify'
import type { PageSeed } from '../core/resources.js'
import loginRoutes from './auth/login/routes.js'
import thirdRoutes from './auth/third/routes.js'
import { authThirdPage } from './auth/third/seed.js'
import configRoutes from './dev/config/routes.js'
import { devConfigPage } from './dev/config/seed.js'
import dictRoutes from './dev/dict/routes.js'
import { devDictPage } from './dev/dict/seed.js'
import docsRoutes from './dev/docs/routes.js'
import healthRoutes from './dev/health/routes.js'
import logRoutes from './dev/log/routes.js'
import { devOpLogPage, devVisLogPage } from './dev/log/seed.js'
import groupRoutes from './sys/group/routes.js'
import { sysGroupPage } from './sys/group/seed.js'
import orgRoutes from './sys/org/routes.js'
import { sysOrgPage } from './sys/org/seed.js'
import positionRoutes from './sys/position/routes.js'
import { sysPositionPage } from './sys/position/seed.js'
import resourceRoutes from './sys/resource/routes.js'
import { sysMenuPage, sysModulePage } from './sys/resource/seed.js'
import roleRoutes from './sys/role/routes.js'
import { sysRolePage } from './sys/role/seed.js'
import userRoutes from './sys/user/routes.js'
import { sysUserPage } from './sys/user/seed.js'
import userCenterRoutes, { accountRoutes } from './sys/userCenter/routes.js'

/** Every module's routes; a new entity adds one line. */
export const modules: Array<(app: FastifyInstance) => void | Promise<void>> = [
  loginRoutes,
  thirdRoutes,
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

/** Every module's pages (menu, buttons, fields) for the seed; a new page adds one entry. */
export const pages: PageSeed[] = [
  sysOrgPage,
  sysPositionPage,
  sysUserPage,
  sysGroupPage,
  sysRolePage,
  sysModulePage,
  sysMenuPage,
  devDictPage,
  devConfigPage,
  devVisLogPage,
  devOpLogPage,
  authThirdPage,
]
