import { defineModule } from '../../../core/module.js'
import { linkDemo } from './demo.js'
import linkRoutes from './routes.js'
import { bizLinkPage } from './seed.js'
import { texts } from './texts.js'

/** biz/link: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/link',
  routes: [linkRoutes],
  pages: [bizLinkPage],
  demo: [linkDemo],
  texts,
})
