import { z } from 'zod'
import { remindAndTimeOut } from '../../../core/approval.js'
import { defineJobAction } from '../../../core/jobs.js'

/** Reminds approvers of tasks left waiting, and decides those past their time-out as set up. */
export const approvalRemindAction = defineJobAction({
  name: 'flow.remind',
  title: '审批催办与超时处理',
  titleEn: 'Approval reminders and time-outs',
  params: z.object({}).strict(),
  run: ({ db }) => remindAndTimeOut(db),
})
