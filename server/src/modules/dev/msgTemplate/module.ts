import { defineModule } from '../../../core/module.js'
import msgTemplateRoutes from './routes.js'
import { devMsgTemplatePage } from './seed.js'
import { texts } from './texts.js'

/** dev/msgTemplate: the message templates page (`core/messages.ts`). */
export default defineModule({
  name: 'dev/msgTemplate',
  routes: [msgTemplateRoutes],
  pages: [devMsgTemplatePage],
  texts,
})
