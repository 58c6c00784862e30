import { defineModule } from '../../../core/module.js'
import { historyDemo } from './demo.js'
import historyRoutes from './routes.js'
import { bizHistoryPage } from './seed.js'
import { texts } from './texts.js'

/** biz/history: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/history',
  routes: [historyRoutes],
  pages: [bizHistoryPage],
  demo: [historyDemo],
  texts,
})
