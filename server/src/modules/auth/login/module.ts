import { defineModule } from '../../../core/module.js'
import { clearExpiredAction } from './jobs.js'
import loginRoutes from './routes.js'
import { loginSettings } from './seed.js'
import { texts } from './texts.js'

/** auth/login: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'auth/login',
  routes: [loginRoutes],
  configs: loginSettings,
  jobs: [clearExpiredAction],
  texts,
})
