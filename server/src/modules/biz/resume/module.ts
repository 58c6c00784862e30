import { defineModule } from '../../../core/module.js'
import resumeRoutes from './routes.js'
import { bizResumePage } from './seed.js'
import { texts } from './texts.js'

/** biz/resume: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/resume',
  routes: [resumeRoutes],
  pages: [bizResumePage],
  texts,
})
