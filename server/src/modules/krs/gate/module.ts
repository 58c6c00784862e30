import { defineModule } from '../../../core/module.js'
import gateRoutes from './routes.js'
import { krsGatePage } from './seed.js'
import { texts } from './texts.js'

/** krs/gate: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'krs/gate',
  routes: [gateRoutes],
  pages: [krsGatePage],
  texts,
})
