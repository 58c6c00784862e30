import { defineModule } from '../../../core/module.js'
import newsCategoryRoutes from './routes.js'
import { bizNewsCategoryPage } from './seed.js'
import { texts } from './texts.js'

/** biz/newsCategory: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/newsCategory',
  routes: [newsCategoryRoutes],
  pages: [bizNewsCategoryPage],
  texts,
})
