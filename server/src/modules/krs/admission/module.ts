import { defineModule } from '../../../core/module.js'
import admissionRoutes from './routes.js'
import { admissionDicts, krsAdmissionPage } from './seed.js'
import { texts } from './texts.js'

/** krs/admission: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'krs/admission',
  routes: [admissionRoutes],
  pages: [krsAdmissionPage],
  dicts: admissionDicts,
  texts,
})
