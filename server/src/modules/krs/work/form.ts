import { WORK_FORM_TYPE } from '@portal/contracts'
import { registerFormType } from '../../../core/approval.js'
import { registerFormFileMenu } from '../../../core/files.js'
import { WORK_MENU, workFiles, workFinished, workReturned } from './service.js'

registerFormFileMenu(WORK_MENU)

const SAFETY_REVIEW_ROLE_ID = 'role-safety-review'

registerFormType({
  type: WORK_FORM_TYPE,
  name: '进场作业',
  nameEn: 'Entry work',
  view: 'krs/work/approval',
  // The host department's head approves the job; hazardous work also needs a safety reviewer.
  defaults: {
    name: '进场作业审批',
    nameEn: 'Entry work approval',
    remindHours: 8,
    nodes: [
      { name: '承办部门审核', nameEn: 'Host department review', approverKind: 'HOST_DIRECTOR', mode: 'ANY' },
      {
        name: '安全环保部审核（危险作业）',
        nameEn: 'Safety review (hazardous work)',
        approverKind: 'ROLE',
        approverIds: [SAFETY_REVIEW_ROLE_ID],
        mode: 'ANY',
        condition: { field: 'hazardous', op: 'eq', value: true },
      },
    ],
  },
  onFinished: workFinished,
  onReturned: workReturned,
  attachments: workFiles,
})
