import { defineModule } from '../../../core/module.js'
import { otpRoutes } from './otp.js'
import userCenterRoutes, { accountRoutes } from './routes.js'
import { texts } from './texts.js'

/** sys/userCenter: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/userCenter',
  routes: [userCenterRoutes, accountRoutes, otpRoutes],
  texts,
})
