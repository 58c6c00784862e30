import { defineModule } from '../../../core/module.js'
import { approvalTodoFigure } from './figures.js'
import { approvalRemindAction } from './jobs.js'
import flowTaskRoutes from './routes.js'
import { flowTaskPage } from './seed.js'
import { texts } from './texts.js'

/** flow/task: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'flow/task',
  routes: [flowTaskRoutes],
  pages: [flowTaskPage],
  figures: [approvalTodoFigure],
  jobs: [approvalRemindAction],
  texts,
})
