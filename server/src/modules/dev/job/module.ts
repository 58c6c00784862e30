import { defineModule } from '../../../core/module.js'
import { jobModuleActions } from './actions.js'
import { failedRunsFigure } from './figures.js'
import jobRoutes from './routes.js'
import { devJobPage } from './seed.js'
import { texts } from './texts.js'

/** dev/job: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/job',
  routes: [jobRoutes],
  pages: [devJobPage],
  figures: [failedRunsFigure],
  jobs: jobModuleActions,
  texts,
})
