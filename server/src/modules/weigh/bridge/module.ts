import { defineModule } from '../../../core/module.js'
import { bridgeDemo } from './demo.js'
import { purgeReadingsAction } from './jobs.js'
import bridgeRoutes from './routes.js'
import { weighBridgePage } from './seed.js'
import { texts } from './texts.js'

/** weigh/bridge: weighbridges, their scale agents and live weight (`core/module.ts`). */
export default defineModule({
  name: 'weigh/bridge',
  routes: [bridgeRoutes],
  pages: [weighBridgePage],
  jobs: [purgeReadingsAction],
  texts,
  demo: [bridgeDemo],
})
