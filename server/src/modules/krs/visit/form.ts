import { VISIT_FORM_TYPE } from '@portal/contracts'
import { registerFormType } from '../../../core/approval.js'
import { registerFormFileMenu } from '../../../core/files.js'
import { VISIT_MENU, visitFiles, visitFinished, visitReturned } from './service.js'

registerFormFileMenu(VISIT_MENU)

registerFormType({
  type: VISIT_FORM_TYPE,
  name: '访客预约',
  nameEn: 'Visitor reservation',
  view: 'krs/visit/approval',
  // The employee visited decides.
  defaults: {
    name: '访客预约审批',
    nameEn: 'Visitor reservation approval',
    remindHours: 4,
    nodes: [
      {
        name: '被访人确认',
        nameEn: 'Host confirms',
        approverKind: 'FORM_USER',
        orgField: 'hostUserId',
        mode: 'ANY',
      },
    ],
  },
  onFinished: visitFinished,
  onReturned: visitReturned,
  attachments: visitFiles,
})
