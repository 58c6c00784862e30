import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { handInOverdue } from './taking.js'

/** Every minute: attempts past their deadline are handed in by the server. */
export const examTimeoutAction = defineJobAction({
  name: 'krs.examTimeout',
  title: '考试超时自动交卷',
  titleEn: 'Hand in timed-out exams',
  params: z.object({}).strict(),
  run: async ({ db, signal }) => ({ handedIn: await handInOverdue(db, signal) }),
})
