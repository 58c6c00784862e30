import { ADMISSION_FORM_TYPE } from '@portal/contracts'
import { registerFormType } from '../../../core/approval.js'
import { registerFormFileMenu } from '../../../core/files.js'
import { settingInt } from '../../../core/settings.js'
import { companyDay } from '../../../core/time.js'
import { ADMISSION_MENU, admissionFiles, admissionFinished, admissionReturned } from './service.js'

registerFormFileMenu(ADMISSION_MENU)

/** Days an admission lasts from its approval (a setting; a year when unset). */
export const ADMISSION_VALID_DAYS_KEY = 'KRS_ADMISSION_VALID_DAYS'
export const SAFETY_REVIEW_ROLE_ID = 'role-safety-review'

registerFormType({
  type: ADMISSION_FORM_TYPE,
  name: '承包商准入',
  nameEn: 'Contractor admission',
  view: 'krs/admission/approval',
  // The host department's head checks the need, then every safety reviewer signs it off.
  defaults: {
    name: '承包商准入审批',
    nameEn: 'Contractor admission approval',
    remindHours: 24,
    nodes: [
      { name: '承办部门审核', nameEn: 'Host department review', approverKind: 'HOST_DIRECTOR', mode: 'ANY' },
      {
        name: '安全环保部会审',
        nameEn: 'Safety sign-off',
        approverKind: 'ROLE',
        approverIds: [SAFETY_REVIEW_ROLE_ID],
        mode: 'ALL',
      },
    ],
  },
  async onFinished(trx, formId, status) {
    const days = await settingInt(trx, ADMISSION_VALID_DAYS_KEY, 365)
    await admissionFinished(trx, formId, status, companyDay(days))
  },
  onReturned: admissionReturned,
  attachments: admissionFiles,
})
