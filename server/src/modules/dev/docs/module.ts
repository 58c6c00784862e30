import { defineModule } from '../../../core/module.js'
import docsRoutes from './routes.js'

/** dev/docs: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/docs',
  routes: [docsRoutes],
})
