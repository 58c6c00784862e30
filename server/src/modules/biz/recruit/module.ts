import { defineModule } from '../../../core/module.js'
import { recruitDemo } from './demo.js'
import recruitRoutes from './routes.js'
import { bizRecruitPage } from './seed.js'
import { texts } from './texts.js'

/** biz/recruit: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/recruit',
  routes: [recruitRoutes],
  pages: [bizRecruitPage],
  demo: [recruitDemo],
  texts,
})
