import { defineModule } from '../../../core/module.js'
import { purgeLogsAction } from './jobs.js'
import logRoutes from './routes.js'
import { devOpLogPage, devVisLogPage } from './seed.js'
import { texts } from './texts.js'

/** dev/log: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/log',
  routes: [logRoutes],
  pages: [devVisLogPage, devOpLogPage],
  jobs: [purgeLogsAction],
  texts,
})
