import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { pullReceipts } from '../../../core/sms.js'

/** Pulls the vendors' delivery receipts into the SMS log (`core/sms.ts` pullReceipts). */
export const smsReceiptsAction = defineJobAction({
  name: 'dev.smsReceipts',
  title: '短信回执拉取',
  titleEn: 'SMS delivery receipts',
  params: z.object({}).strict(),
  run: ({ db }) => pullReceipts(db),
})
