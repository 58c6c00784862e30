import { defineModule } from '../../../core/module.js'
import mobileResourceRoutes from './routes.js'
import { mobileResourcePage } from './seed.js'
import { texts } from './texts.js'

/** mobile/resource: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'mobile/resource',
  routes: [mobileResourceRoutes],
  pages: [mobileResourcePage],
  texts,
})
