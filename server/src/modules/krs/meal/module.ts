import { defineModule } from '../../../core/module.js'
import { mealDemo } from './demo.js'
import { mealStatementPrint } from './print.js'
import mealRoutes, { orderingRoutes } from './routes.js'
import {
  costCentreDict,
  kitchenPage,
  locationDict,
  mealUserPage,
  menuPage,
  orderPage,
  statementPage,
} from './seed.js'
import { texts } from './texts.js'

/** krs/meal: menus, meal users, ordering, the kitchen's counts, statements (`core/module.ts`). */
export default defineModule({
  name: 'krs/meal',
  routes: [orderingRoutes, mealRoutes],
  pages: [menuPage, orderPage, kitchenPage, statementPage, mealUserPage],
  dicts: [locationDict, costCentreDict],
  texts,
  demo: [mealDemo],
  printDocs: [mealStatementPrint],
})
