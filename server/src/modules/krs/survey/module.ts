import { defineModule } from '../../../core/module.js'
import { surveyDemo } from './demo.js'
import surveyRoutes, { answeringRoutes } from './routes.js'
import { surveyPage } from './seed.js'
import { texts } from './texts.js'

/** krs/survey: meal questionnaires, answered by meal users (`core/module.ts`). */
export default defineModule({
  name: 'krs/survey',
  routes: [answeringRoutes, surveyRoutes],
  pages: [surveyPage],
  texts,
  demo: [surveyDemo],
})
