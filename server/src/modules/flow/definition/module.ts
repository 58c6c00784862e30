import { defineModule } from '../../../core/module.js'
import flowDefinitionRoutes from './routes.js'
import { flowDefinitionPage } from './seed.js'

/** flow/definition: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'flow/definition',
  routes: [flowDefinitionRoutes],
  pages: [flowDefinitionPage],
})
