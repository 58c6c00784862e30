import { defineModule } from '../../../core/module.js'
import fileRoutes from './routes.js'
import { devFilePage, fileSettings } from './seed.js'

/** dev/file: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/file',
  routes: [fileRoutes],
  pages: [devFilePage],
  configs: fileSettings,
})
