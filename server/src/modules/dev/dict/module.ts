import { defineModule } from '../../../core/module.js'
import dictRoutes from './routes.js'
import { commonDicts, devDictPage } from './seed.js'
import { texts } from './texts.js'

/** dev/dict: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'dev/dict',
  routes: [dictRoutes],
  pages: [devDictPage],
  dicts: commonDicts,
  texts,
})
