import { defineModule } from '../../../core/module.js'
import productCategoryRoutes from './routes.js'
import { bizProductCategoryPage } from './seed.js'
import { texts } from './texts.js'

/** biz/productCategory: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/productCategory',
  routes: [productCategoryRoutes],
  pages: [bizProductCategoryPage],
  texts,
})
