import { defineModule } from '../../../core/module.js'
import { contractorExpiryAction } from './jobs.js'
import contractorRoutes from './routes.js'
import { krsContractorPage } from './seed.js'
import { texts } from './texts.js'

/** krs/contractor: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'krs/contractor',
  routes: [contractorRoutes],
  pages: [krsContractorPage],
  jobs: [contractorExpiryAction],
  texts,
})
