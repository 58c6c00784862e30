import { defineModule } from '../../../core/module.js'
import thirdRoutes from './routes.js'
import { authThirdPage } from './seed.js'
import { texts } from './texts.js'

/** auth/third: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'auth/third',
  routes: [thirdRoutes],
  pages: [authThirdPage],
  texts,
})
