import { defineModule } from '../../../core/module.js'
import clientAuthRoutes from './routes.js'
import { texts } from './texts.js'
import { wechatRoutes, wechatSettings } from './wechat.js'

/** auth/client: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'auth/client',
  routes: [clientAuthRoutes, wechatRoutes],
  configs: wechatSettings,
  texts,
})
