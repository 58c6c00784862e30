import { defineModule } from '../../../core/module.js'
import configRoutes from './routes.js'
import { devConfigPage, devConfigSettings } from './seed.js'
import { texts } from './texts.js'

/** dev/config: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/config',
  routes: [configRoutes],
  pages: [devConfigPage],
  configs: devConfigSettings,
  texts,
})
