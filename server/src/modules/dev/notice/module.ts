import { defineModule } from '../../../core/module.js'
import { noticeDemo } from './demo.js'
import noticeRoutes from './routes.js'
import { devNoticePage } from './seed.js'
import { texts } from './texts.js'

/** dev/notice: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/notice',
  routes: [noticeRoutes],
  pages: [devNoticePage],
  demo: [noticeDemo],
  texts,
})
