import { defineModule } from '../../../core/module.js'
import { oaSendAction } from './jobs.js'
import oaRoutes from './routes.js'
import { oaLogPage, oaSettings } from './seed.js'

/** oa/log: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'oa/log',
  routes: [oaRoutes],
  pages: [oaLogPage],
  configs: oaSettings,
  jobs: [oaSendAction],
})
