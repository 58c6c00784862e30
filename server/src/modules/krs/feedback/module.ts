import { defineModule } from '../../../core/module.js'
import { feedbackDemo } from './demo.js'
import feedbackRoutes, { leavingRoutes } from './routes.js'
import { feedbackPage } from './seed.js'
import { texts } from './texts.js'

/** krs/feedback: feedback from anyone, assigned, replied to by SMS or e-mail, closed (`core/module.ts`). */
export default defineModule({
  name: 'krs/feedback',
  routes: [leavingRoutes, feedbackRoutes],
  pages: [feedbackPage],
  texts,
  demo: [feedbackDemo],
})
