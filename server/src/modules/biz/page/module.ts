import { defineModule } from '../../../core/module.js'
import { pageDemo } from './demo.js'
import pageRoutes from './routes.js'
import { bizPagePage } from './seed.js'
import { texts } from './texts.js'

/** biz/page: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/page',
  routes: [pageRoutes],
  pages: [bizPagePage],
  demo: [pageDemo],
  texts,
})
