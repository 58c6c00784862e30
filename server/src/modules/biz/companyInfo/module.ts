import { defineModule } from '../../../core/module.js'
import { companyInfoDemo } from './demo.js'
import companyInfoRoutes from './routes.js'
import { bizCompanyInfoPage } from './seed.js'
import { texts } from './texts.js'

/** biz/companyInfo: everything it hands the core (`core/module.ts`). */
export default defineModule({
  name: 'biz/companyInfo',
  routes: [companyInfoRoutes],
  pages: [bizCompanyInfoPage],
  demo: [companyInfoDemo],
  texts,
})
