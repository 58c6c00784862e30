import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/work (and the field checks of its contract). */
export const texts = defineTexts({
  'zh-cn': {
    krsWorkerNoInduction: '{name} 尚未通过入场安全培训考试（或合格已过期），请先在手机上参加考试',
    krsWorkEndBeforeStart: '结束日期不能早于开始日期',
    krsWorkerTwice: '同一作业人员选择了两次',
    krsWorkNotFound: '进场作业申请不存在',
    krsWorkNotEditable: '该申请正在审批或已经结束，不能再修改',
    krsWorkContractorUnknown: '请选择已准入的承包商单位',
    krsWorkContractorBarred: '该单位已被列入黑名单，不能申请进场作业：{reason}',
    krsWorkContractorExpired: '该单位的准入已于 {day} 失效，请先重新申请准入',
    krsWorkStartPast: '开始日期不能早于今天',
    krsWorkTooLong: '一次申请的作业期不能超过 {days} 天',
    krsWorkBeyondAdmission: '结束日期不能晚于单位准入有效期（{day}）',
    krsWorkAssignmentUnknown: '所选承包项目不存在或已结束',
    krsWorkTypeUnknown: '作业类型不存在',
    krsWorkTypeUncovered: '该危险作业类型没有指定作业人员',
    krsWorkerUnknown: '作业人员不是该单位准入的人员',
    krsWorkerTypeUnknown: '{name} 的作业类型不在本次申请的作业类型中',
    krsWorkerNoCert: '{name} 没有该危险作业类型的特种作业证书',
    krsWorkerCertExpired: '{name} 的特种作业证书 {day} 到期，早于作业结束日期',
    krsResponsibleUnknown: '请选择我方负责人',
    krsWorkFileNotYours: '文件不存在，请重新上传',
    krsWorkTooLarge: '申请内容过多，请精简后再保存',
    krsPassNotFound: '通行证不存在',
    krsPassRevoked: '该通行证已经收回',
  },
  en: {
    krsWorkerNoInduction:
      '{name} has not passed the induction exam (or the pass has expired): take it on the phone first',
    krsWorkEndBeforeStart: 'the end date cannot be before the start date',
    krsWorkerTwice: 'the same worker is chosen twice',
    krsWorkNotFound: 'The entry-work application does not exist',
    krsWorkNotEditable: 'The application is being approved or has ended; it can no longer be changed',
    krsWorkContractorUnknown: 'choose an admitted contractor',
    krsWorkContractorBarred: 'This company is blacklisted and cannot apply for entry work: {reason}',
    krsWorkContractorExpired: 'This company’s admission ended on {day}; apply for admission again first',
    krsWorkStartPast: 'the start date cannot be before today',
    krsWorkTooLong: 'one application covers at most {days} days',
    krsWorkBeyondAdmission: 'the end date cannot be after the company’s admission ends ({day})',
    krsWorkAssignmentUnknown: 'the chosen project does not exist or has ended',
    krsWorkTypeUnknown: 'no such work type',
    krsWorkTypeUncovered: 'no worker is named for this hazardous work type',
    krsWorkerUnknown: 'the worker is not one of the company’s admitted people',
    krsWorkerTypeUnknown: '{name}’s work type is not one of this application’s',
    krsWorkerNoCert: '{name} holds no special-work certificate for this hazardous work type',
    krsWorkerCertExpired: '{name}’s special-work certificate ends on {day}, before the job’s last day',
    krsResponsibleUnknown: 'choose the responsible employee',
    krsWorkFileNotYours: 'the file does not exist; upload it again',
    krsWorkTooLarge: 'The application is too large to save; shorten it',
    krsPassNotFound: 'The pass does not exist',
    krsPassRevoked: 'The pass has already been revoked',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
