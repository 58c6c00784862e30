import { defineModule } from '../../../core/module.js'
import orgRoutes from './routes.js'
import { orgCategoryDict, sysOrgPage } from './seed.js'
import { texts } from './texts.js'

/** sys/org: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/org',
  routes: [orgRoutes],
  pages: [sysOrgPage],
  dicts: [orgCategoryDict],
  texts,
})
