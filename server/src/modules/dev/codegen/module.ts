import { defineModule } from '../../../core/module.js'
import codegenRoutes from './routes.js'
import { devCodegenPage } from './seed.js'
import { texts } from './texts.js'

/** dev/codegen: saved configurations of generated modules, preview, zip and writing them (`core/module.ts`). */
export default defineModule({
  name: 'dev/codegen',
  routes: [codegenRoutes],
  pages: [devCodegenPage],
  texts,
})
