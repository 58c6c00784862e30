import { defineModule } from '../../../core/module.js'
import resourceRoutes from './routes.js'
import { sysMenuPage, sysModulePage } from './seed.js'
import { texts } from './texts.js'

/** sys/resource: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/resource',
  routes: [resourceRoutes],
  pages: [sysModulePage, sysMenuPage],
  texts,
})
