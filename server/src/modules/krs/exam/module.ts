import { registerExamPasses } from '../../../core/examPass.js'
import { defineModule } from '../../../core/module.js'
import { examDemo } from './demo.js'
import { examTimeoutAction } from './jobs.js'
import examRoutes, { takingRoutes } from './routes.js'
import {
  answerExamPage,
  answerResultPage,
  examCategoryDict,
  paperPage,
  questionPage,
  randomExamPage,
  resultPage,
} from './seed.js'
import { examPasses } from './taking.js'
import { texts } from './texts.js'

// Visits and entry work ask for passes through the core; this module answers (`core/examPass.ts`).
registerExamPasses(examPasses)

/** krs/exam: the question bank, papers, taking exams, results (`core/module.ts`). */
export default defineModule({
  name: 'krs/exam',
  routes: [takingRoutes, examRoutes],
  pages: [questionPage, paperPage, resultPage, randomExamPage, answerExamPage, answerResultPage],
  dicts: [examCategoryDict],
  jobs: [examTimeoutAction],
  texts,
  demo: [examDemo],
})
