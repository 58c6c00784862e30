import { defineModule } from '../../../core/module.js'
import printRoutes from './routes.js'
import { devPrintPage } from './seed.js'
import { texts } from './texts.js'

/** dev/print: print templates, their designer's preview, printing records and the print log (`core/print.ts`). */
export default defineModule({
  name: 'dev/print',
  routes: [printRoutes],
  pages: [devPrintPage],
  texts,
})
