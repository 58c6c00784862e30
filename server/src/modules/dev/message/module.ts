import { defineModule } from '../../../core/module.js'
import { unreadMessagesFigure } from './figures.js'
import messageRoutes from './routes.js'
import { devMessagePage, messageCategoryDict } from './seed.js'
import { texts } from './texts.js'

/** dev/message: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/message',
  routes: [messageRoutes],
  pages: [devMessagePage],
  dicts: [messageCategoryDict],
  figures: [unreadMessagesFigure],
  texts,
})
