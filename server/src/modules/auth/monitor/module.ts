import { defineModule } from '../../../core/module.js'
import { onlineUsersFigure } from './figures.js'
import monitorRoutes from './routes.js'
import { authMonitorPage } from './seed.js'
import { texts } from './texts.js'

/** auth/monitor: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'auth/monitor',
  routes: [monitorRoutes],
  pages: [authMonitorPage],
  figures: [onlineUsersFigure],
  texts,
})
