import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { sendPushDue } from '../../../core/push.js'

/** Sends pushes due (`core/push.ts`): retries after their back-off, and rows nobody sent yet. */
export const pushSendAction = defineJobAction({
  name: 'dev.pushSend',
  title: '推送消息发送',
  titleEn: 'Send due pushes',
  params: z.object({}).strict(),
  run: ({ db }) => sendPushDue(db),
})
