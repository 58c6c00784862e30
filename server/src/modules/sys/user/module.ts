import { defineModule } from '../../../core/module.js'
import { passwordExpiringAction } from './jobs.js'
import userRoutes from './routes.js'
import { passwordSettings, sysUserPage } from './seed.js'
import { texts } from './texts.js'

/** sys/user: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/user',
  routes: [userRoutes],
  pages: [sysUserPage],
  configs: passwordSettings,
  jobs: [passwordExpiringAction],
  texts,
})
