import { defineModule } from '../../../core/module.js'
import { pushSendAction } from './jobs.js'
import pushRoutes from './routes.js'
import { devPushChannelPage, devPushPage } from './seed.js'
import { texts } from './texts.js'

/** dev/push: the group robots push goes to, and the push log (`core/push.ts`). */
export default defineModule({
  name: 'dev/push',
  routes: [pushRoutes],
  pages: [devPushChannelPage, devPushPage],
  jobs: [pushSendAction],
  texts,
})
