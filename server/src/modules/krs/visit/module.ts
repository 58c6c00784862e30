import { defineModule } from '../../../core/module.js'
import { visitDemo } from './demo.js'
import { todayVisitorsFigure } from './figures.js'
import { visitorPassPrint } from './print.js'
import visitRoutes from './routes.js'
import { krsVisitPage, visitReasonDict } from './seed.js'
import { texts } from './texts.js'

/** krs/visit: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'krs/visit',
  routes: [visitRoutes],
  pages: [krsVisitPage],
  dicts: [visitReasonDict],
  figures: [todayVisitorsFigure],
  demo: [visitDemo],
  texts,
  printDocs: [visitorPassPrint],
})
