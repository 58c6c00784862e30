import { defineModule } from '../../../core/module.js'
import { slideDemo } from './demo.js'
import slideRoutes from './routes.js'
import { bizSlidePage } from './seed.js'
import { texts } from './texts.js'

/** biz/slide: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/slide',
  routes: [slideRoutes],
  pages: [bizSlidePage],
  demo: [slideDemo],
  texts,
})
