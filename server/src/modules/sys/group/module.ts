import { defineModule } from '../../../core/module.js'
import groupRoutes from './routes.js'
import { sysGroupPage } from './seed.js'
import { texts } from './texts.js'

/** sys/group: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'sys/group',
  routes: [groupRoutes],
  pages: [sysGroupPage],
  texts,
})
