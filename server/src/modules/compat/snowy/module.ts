import { defineModule } from '../../../core/module.js'
import snowyRoutes from './routes.js'
import { snowyMenuTypeDict, snowyWhetherDict } from './seed.js'

/**
 * compat/snowy: the names Snowy's own web client calls our routes by (`core/alias.ts`), so a company
 * moving from Snowy keeps its client on this server while it switches. Registered after every
 * module whose routes it names.
 */
export default defineModule({
  name: 'compat/snowy',
  routes: [snowyRoutes],
  dicts: [snowyMenuTypeDict, snowyWhetherDict],
})
