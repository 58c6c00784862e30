import { defineModule } from '../../../core/module.js'
import roleMobileRoutes from './mobileGrants.js'
import roleRoutes from './routes.js'
import { sysRolePage } from './seed.js'
import { texts } from './texts.js'

/** sys/role: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/role',
  routes: [roleRoutes, roleMobileRoutes],
  pages: [sysRolePage],
  texts,
})
