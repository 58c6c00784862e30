import { defineModule } from '../../../core/module.js'
import { newsDemo } from './demo.js'
import newsRoutes from './routes.js'
import { bizNewsPage } from './seed.js'
import { texts } from './texts.js'

/** biz/news: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/news',
  routes: [newsRoutes],
  pages: [bizNewsPage],
  demo: [newsDemo],
  texts,
})
