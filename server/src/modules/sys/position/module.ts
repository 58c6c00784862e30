import { defineModule } from '../../../core/module.js'
import positionRoutes from './routes.js'
import { positionCategoryDict, sysPositionPage } from './seed.js'
import { texts } from './texts.js'

/** sys/position: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/position',
  routes: [positionRoutes],
  pages: [sysPositionPage],
  dicts: [positionCategoryDict],
  texts,
})
