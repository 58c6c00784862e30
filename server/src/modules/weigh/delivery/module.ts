import { defineModule } from '../../../core/module.js'
import { deliveryDemo } from './demo.js'
import deliveryRoutes from './routes.js'
import { weighDeliveryPage } from './seed.js'
import { texts } from './texts.js'

/** weigh/delivery: delivery notes (`core/module.ts`). */
export default defineModule({
  name: 'weigh/delivery',
  routes: [deliveryRoutes],
  pages: [weighDeliveryPage],
  texts,
  demo: [deliveryDemo],
})
