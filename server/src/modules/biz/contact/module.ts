import { defineModule } from '../../../core/module.js'
import { contactDemo } from './demo.js'
import contactRoutes from './routes.js'
import { bizContactPage } from './seed.js'
import { texts } from './texts.js'

/** biz/contact: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/contact',
  routes: [contactRoutes],
  pages: [bizContactPage],
  demo: [contactDemo],
  texts,
})
