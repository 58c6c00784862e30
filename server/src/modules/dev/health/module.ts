import { defineModule } from '../../../core/module.js'
import healthRoutes from './routes.js'

/** dev/health: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/health',
  routes: [healthRoutes],
})
