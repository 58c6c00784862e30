import { defineModule } from '../../../core/module.js'
import { sapDemo } from './demo.js'
import { sapSyncAction } from './jobs.js'
import sapRoutes from './routes.js'
import { sapSettingSeeds, weighMaterialPage, weighSapSyncPage, weighShipmentPage } from './seed.js'
import { texts } from './texts.js'

/** weigh/sap: SAP's materials and deliveries, their import, export and sync (`core/module.ts`). */
export default defineModule({
  name: 'weigh/sap',
  routes: [sapRoutes],
  pages: [weighMaterialPage, weighShipmentPage, weighSapSyncPage],
  configs: sapSettingSeeds,
  jobs: [sapSyncAction],
  demo: [sapDemo],
  texts,
})
