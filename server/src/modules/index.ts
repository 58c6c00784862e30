import type { FastifyInstance } from 'fastify'
import type { DemoContent } from '../core/demo.js'
import type { JobAction } from '../core/jobs.js'
import type { PageSeed } from '../core/resources.js'
import clientAuthRoutes from './auth/client/routes.js'
import { clearExpiredAction } from './auth/login/jobs.js'
import loginRoutes from './auth/login/routes.js'
import { onlineUsersFigure } from './auth/monitor/figures.js'
import monitorRoutes from './auth/monitor/routes.js'
import { authMonitorPage } from './auth/monitor/seed.js'
import thirdRoutes from './auth/third/routes.js'
import { authThirdPage } from './auth/third/seed.js'
import { companyInfoDemo } from './biz/companyInfo/demo.js'
import companyInfoRoutes from './biz/companyInfo/routes.js'
import { bizCompanyInfoPage } from './biz/companyInfo/seed.js'
import { contactDemo } from './biz/contact/demo.js'
import contactRoutes from './biz/contact/routes.js'
import { bizContactPage } from './biz/contact/seed.js'
import { historyDemo } from './biz/history/demo.js'
import historyRoutes from './biz/history/routes.js'
import { bizHistoryPage } from './biz/history/seed.js'
import { linkDemo } from './biz/link/demo.js'
import linkRoutes from './biz/link/routes.js'
import { bizLinkPage } from './biz/link/seed.js'
import { newsDemo } from './biz/news/demo.js'
import newsRoutes from './biz/news/routes.js'
import { bizNewsPage } from './biz/news/seed.js'
import newsCategoryRoutes from './biz/newsCategory/routes.js'
import { bizNewsCategoryPage } from './biz/newsCategory/seed.js'
import { pageDemo } from './biz/page/demo.js'
import pageRoutes from './biz/page/routes.js'
import { bizPagePage } from './biz/page/seed.js'
import { productDemo } from './biz/product/demo.js'
import productRoutes from './biz/product/routes.js'
import { bizProductPage } from './biz/product/seed.js'
import productCategoryRoutes from './biz/productCategory/routes.js'
import { bizProductCategoryPage } from './biz/productCategory/seed.js'
import { recruitDemo } from './biz/recruit/demo.js'
import recruitRoutes from './biz/recruit/routes.js'
import { bizRecruitPage } from './biz/recruit/seed.js'
import resumeRoutes from './biz/resume/routes.js'
import { bizResumePage } from './biz/resume/seed.js'
import { slideDemo } from './biz/slide/demo.js'
import slideRoutes from './biz/slide/routes.js'
import { bizSlidePage } from './biz/slide/seed.js'
import configRoutes from './dev/config/routes.js'
import { devConfigPage } from './dev/config/seed.js'
import dictRoutes from './dev/dict/routes.js'
import { devDictPage } from './dev/dict/seed.js'
import docsRoutes from './dev/docs/routes.js'
import fileRoutes from './dev/file/routes.js'
import { devFilePage } from './dev/file/seed.js'
import healthRoutes from './dev/health/routes.js'
import { jobModuleActions } from './dev/job/actions.js'
import { failedRunsFigure } from './dev/job/figures.js'
import jobRoutes from './dev/job/routes.js'
import { devJobPage } from './dev/job/seed.js'
import { purgeLogsAction } from './dev/log/jobs.js'
import logRoutes from './dev/log/routes.js'
import { devOpLogPage, devVisLogPage } from './dev/log/seed.js'
import { unreadMessagesFigure } from './dev/message/figures.js'
import messageRoutes from './dev/message/routes.js'
import { devMessagePage } from './dev/message/seed.js'
import { noticeDemo } from './dev/notice/demo.js'
import noticeRoutes from './dev/notice/routes.js'
import { devNoticePage } from './dev/notice/seed.js'
import flowDefinitionRoutes from './flow/definition/routes.js'
import { flowDefinitionPage } from './flow/definition/seed.js'
import { approvalTodoFigure } from './flow/task/figures.js'
import { approvalRemindAction } from './flow/task/jobs.js'
import flowTaskRoutes from './flow/task/routes.js'
import { flowTaskPage } from './flow/task/seed.js'
import admissionRoutes from './krs/admission/routes.js'
import { krsAdmissionPage } from './krs/admission/seed.js'
import { contractorExpiryAction } from './krs/contractor/jobs.js'
import contractorRoutes from './krs/contractor/routes.js'
import { krsContractorPage } from './krs/contractor/seed.js'
import gateRoutes from './krs/gate/routes.js'
import { krsGatePage } from './krs/gate/seed.js'
import { visitDemo } from './krs/visit/demo.js'
import { todayVisitorsFigure } from './krs/visit/figures.js'
import visitRoutes from './krs/visit/routes.js'
import { krsVisitPage } from './krs/visit/seed.js'
import workRoutes from './krs/work/routes.js'
import { krsWorkPage } from './krs/work/seed.js'
import mobileResourceRoutes from './mobile/resource/routes.js'
import { mobileResourcePage } from './mobile/resource/seed.js'
import { oaSendAction } from './oa/log/jobs.js'
import oaRoutes from './oa/log/routes.js'
import { oaLogPage } from './oa/log/seed.js'
import groupRoutes from './sys/group/routes.js'
import { sysGroupPage } from './sys/group/seed.js'
import orgRoutes from './sys/org/routes.js'
import { sysOrgPage } from './sys/org/seed.js'
import positionRoutes from './sys/position/routes.js'
import { sysPositionPage } from './sys/position/seed.js'
import resourceRoutes from './sys/resource/routes.js'
import { sysMenuPage, sysModulePage } from './sys/resource/seed.js'
import roleMobileRoutes from './sys/role/mobileGrants.js'
import roleRoutes from './sys/role/routes.js'
import { sysRolePage } from './sys/role/seed.js'
import userRoutes from './sys/user/routes.js'
import { sysUserPage } from './sys/user/seed.js'
import userCenterRoutes, { accountRoutes } from './sys/userCenter/routes.js'

/** Every module's routes; a new entity adds one line. */
export const modules: Array<(app: FastifyInstance) => void | Promise<void>> = [
  loginRoutes,
  clientAuthRoutes,
  thirdRoutes,
  configRoutes,
  healthRoutes,
  docsRoutes,
  userCenterRoutes,
  accountRoutes,
  orgRoutes,
  positionRoutes,
  userRoutes,
  roleRoutes,
  roleMobileRoutes,
  resourceRoutes,
  groupRoutes,
  dictRoutes,
  fileRoutes,
  logRoutes,
  jobRoutes,
  messageRoutes,
  noticeRoutes,
  monitorRoutes,
  mobileResourceRoutes,
  newsRoutes,
  newsCategoryRoutes,
  recruitRoutes,
  resumeRoutes,
  productRoutes,
  productCategoryRoutes,
  companyInfoRoutes,
  historyRoutes,
  pageRoutes,
  contactRoutes,
  linkRoutes,
  slideRoutes,
  flowTaskRoutes,
  flowDefinitionRoutes,
  admissionRoutes,
  contractorRoutes,
  workRoutes,
  visitRoutes,
  gateRoutes,
  oaRoutes,
]

/** Every module's pages (menu, buttons, fields) for the seed; a new page adds one entry. */
export const pages: PageSeed[] = [
  sysOrgPage,
  sysPositionPage,
  sysUserPage,
  sysGroupPage,
  sysRolePage,
  sysModulePage,
  sysMenuPage,
  devDictPage,
  devConfigPage,
  devFilePage,
  devVisLogPage,
  devOpLogPage,
  devJobPage,
  devMessagePage,
  devNoticePage,
  authMonitorPage,
  mobileResourcePage,
  authThirdPage,
  bizNewsPage,
  bizNewsCategoryPage,
  bizRecruitPage,
  bizResumePage,
  bizProductPage,
  bizProductCategoryPage,
  bizCompanyInfoPage,
  bizHistoryPage,
  bizPagePage,
  bizContactPage,
  bizLinkPage,
  bizSlidePage,
  flowTaskPage,
  flowDefinitionPage,
  krsContractorPage,
  krsAdmissionPage,
  krsWorkPage,
  krsVisitPage,
  krsGatePage,
  oaLogPage,
]

/** The figures modules add to the workbench (`core/workbench.ts`); listing them here loads them. */
export const figures = [
  approvalTodoFigure,
  todayVisitorsFigure,
  unreadMessagesFigure,
  onlineUsersFigure,
  failedRunsFigure,
]

/** Every module's job actions (`core/jobs.ts`); a module's clean-up or sync adds its own here. */
export const jobActions: JobAction[] = [
  clearExpiredAction,
  purgeLogsAction,
  approvalRemindAction,
  oaSendAction,
  contractorExpiryAction,
  ...jobModuleActions,
]

/** Sample content written once on an installation's first start (`core/demo.ts`). */
export const demoContent: DemoContent[] = [
  productDemo,
  noticeDemo,
  recruitDemo,
  newsDemo,
  companyInfoDemo,
  historyDemo,
  pageDemo,
  contactDemo,
  linkDemo,
  slideDemo,
  visitDemo,
]
