import { defineModule } from '../../../core/module.js'
import { weighSlipPrint } from './print.js'
import recordRoutes from './routes.js'
import { weighOperationPage, weighRecordPage, weighSettings, weighStockPage } from './seed.js'
import { texts } from './texts.js'

/** weigh/record: weighings and storage (`core/module.ts`). */
export default defineModule({
  name: 'weigh/record',
  routes: [recordRoutes],
  pages: [weighOperationPage, weighRecordPage, weighStockPage],
  configs: weighSettings,
  texts,
  printDocs: [weighSlipPrint],
})
