import { assembleModules } from '../core/module.js'
import authClient from './auth/client/module.js'
import authLogin from './auth/login/module.js'
import authMonitor from './auth/monitor/module.js'
import authThird from './auth/third/module.js'
import bizCompanyInfo from './biz/companyInfo/module.js'
import bizContact from './biz/contact/module.js'
import bizHistory from './biz/history/module.js'
import bizLink from './biz/link/module.js'
import bizNews from './biz/news/module.js'
import bizNewsCategory from './biz/newsCategory/module.js'
import bizPage from './biz/page/module.js'
import bizProduct from './biz/product/module.js'
import bizProductCategory from './biz/productCategory/module.js'
import bizRecruit from './biz/recruit/module.js'
import bizResume from './biz/resume/module.js'
import bizSlide from './biz/slide/module.js'
import devConfig from './dev/config/module.js'
import devDict from './dev/dict/module.js'
import devDocs from './dev/docs/module.js'
import devFile from './dev/file/module.js'
import devHealth from './dev/health/module.js'
import devJob from './dev/job/module.js'
import devLog from './dev/log/module.js'
import devMessage from './dev/message/module.js'
import devNotice from './dev/notice/module.js'
import devSms from './dev/sms/module.js'
import flowDefinition from './flow/definition/module.js'
import flowTask from './flow/task/module.js'
import krsAdmission from './krs/admission/module.js'
import krsContractor from './krs/contractor/module.js'
import krsExam from './krs/exam/module.js'
import krsFeedback from './krs/feedback/module.js'
import krsGate from './krs/gate/module.js'
import krsMeal from './krs/meal/module.js'
import krsSurvey from './krs/survey/module.js'
import krsVisit from './krs/visit/module.js'
import krsWork from './krs/work/module.js'
import mobileResource from './mobile/resource/module.js'
import oaLog from './oa/log/module.js'
import sysGroup from './sys/group/module.js'
import sysOrg from './sys/org/module.js'
import sysPosition from './sys/position/module.js'
import sysResource from './sys/resource/module.js'
import sysRole from './sys/role/module.js'
import sysUser from './sys/user/module.js'
import sysUserCenter from './sys/userCenter/module.js'
import weighBridge from './weigh/bridge/module.js'
import weighDelivery from './weigh/delivery/module.js'
import weighPermit from './weigh/permit/module.js'
import weighRecord from './weigh/record/module.js'
import weighSap from './weigh/sap/module.js'

/** Every module, one line each (`core/module.ts`); the lists below are derived from it. */
export const moduleList = [
  authLogin,
  authClient,
  authThird,
  devConfig,
  devHealth,
  devDocs,
  sysUserCenter,
  sysOrg,
  sysPosition,
  sysUser,
  sysRole,
  sysResource,
  sysGroup,
  devDict,
  devFile,
  devLog,
  devJob,
  devMessage,
  devNotice,
  devSms,
  authMonitor,
  mobileResource,
  bizNews,
  bizNewsCategory,
  bizRecruit,
  bizResume,
  bizProduct,
  bizProductCategory,
  bizCompanyInfo,
  bizHistory,
  bizPage,
  bizContact,
  bizLink,
  bizSlide,
  flowTask,
  flowDefinition,
  krsAdmission,
  krsContractor,
  krsWork,
  krsVisit,
  krsGate,
  krsExam,
  krsMeal,
  krsSurvey,
  krsFeedback,
  oaLog,
  weighSap,
  weighBridge,
  weighRecord,
  weighPermit,
  weighDelivery,
]

export const assembled = assembleModules(moduleList)
export const { routes: modules, pages, figures, jobActions, demoContent } = assembled
