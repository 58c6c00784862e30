import { defineModule } from '../../../core/module.js'
import { productDemo } from './demo.js'
import productRoutes from './routes.js'
import { bizProductPage } from './seed.js'
import { texts } from './texts.js'

/** biz/product: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/product',
  routes: [productRoutes],
  pages: [bizProductPage],
  demo: [productDemo],
  texts,
})
