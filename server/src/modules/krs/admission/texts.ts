import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/admission (and the field checks of its contract). */
export const texts = defineTexts({
  'zh-cn': {
    krsExpiryBeforeIssue: '有效期不能早于发证日期',
    krsIdCardInvalid: '身份证号码不正确（18 位，校验位不符）',
    krsCertIncomplete: '填写了特种作业类别，请同时填写证书编号、有效期并上传证书照片',
    krsCreditCodeInvalid: '统一社会信用代码不正确（18 位，校验位不符）',
    krsPersonTwice: '同一身份证号码的人员填写了两次',
    krsAdmissionNotFound: '准入申请不存在',
    krsAdmissionNotEditable: '该申请正在审批或已经结束，不能再修改',
    krsDraftTooLarge: '草稿内容过多，请精简后再保存',
    krsHostOrgUnknown: '请选择承办部门',
    krsFileNotYours: '文件不存在，请重新上传',
    krsContractorBlacklisted: '该单位已被列入黑名单，不能申请准入：{reason}',
    krsAdmissionTitle: '承包商准入：{company}',
  },
  en: {
    krsExpiryBeforeIssue: 'the expiry date cannot be before the issue date',
    krsIdCardInvalid: 'not a valid ID-card number (18 characters, the check character does not match)',
    krsCertIncomplete: 'with a special-work type, also give the certificate number, its expiry and a photo',
    krsCreditCodeInvalid:
      'not a valid unified social credit code (18 characters, the check character does not match)',
    krsPersonTwice: 'the same ID-card number is listed twice',
    krsAdmissionNotFound: 'The admission application does not exist',
    krsAdmissionNotEditable: 'The application is being approved or has ended; it can no longer be changed',
    krsDraftTooLarge: 'The draft is too large to save; shorten it',
    krsHostOrgUnknown: 'choose the host department',
    krsFileNotYours: 'the file does not exist; upload it again',
    krsContractorBlacklisted: 'This company is blacklisted and cannot apply: {reason}',
    krsAdmissionTitle: 'Contractor admission: {company}',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
