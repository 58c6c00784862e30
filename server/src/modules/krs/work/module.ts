import { defineModule } from '../../../core/module.js'
import { entryPassPrint } from './print.js'
import workRoutes from './routes.js'
import { krsWorkPage, workTypeDict } from './seed.js'
import { texts } from './texts.js'

/** krs/work: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'krs/work',
  routes: [workRoutes],
  pages: [krsWorkPage],
  dicts: [workTypeDict],
  texts,
  printDocs: [entryPassPrint],
})
