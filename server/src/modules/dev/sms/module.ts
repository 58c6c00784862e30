import { defineModule } from '../../../core/module.js'
import { smsReceiptsAction } from './jobs.js'
import smsRoutes from './routes.js'
import { devSmsPage, smsSettings } from './seed.js'
import { texts } from './texts.js'

/** dev/sms: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/sms',
  routes: [smsRoutes],
  pages: [devSmsPage],
  configs: smsSettings,
  jobs: [smsReceiptsAction],
  texts,
})
