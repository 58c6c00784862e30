import { defineModule } from '../../../core/module.js'
import { permitDemo } from './demo.js'
import { permitPrint } from './print.js'
import permitRoutes from './routes.js'
import { permitReasonDict, weighPermitPage } from './seed.js'
import { texts } from './texts.js'

/** weigh/permit: goods release permits (`core/module.ts`). */
export default defineModule({
  name: 'weigh/permit',
  routes: [permitRoutes],
  pages: [weighPermitPage],
  dicts: [permitReasonDict],
  texts,
  demo: [permitDemo],
  printDocs: [permitPrint],
})
