import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { purgeSeen, sendDue } from '../../../core/oa.js'

/** Sends requests due to the OA (new ones, and retries after their back-off). */
export const oaSendAction = defineJobAction({
  name: 'oa.send',
  title: 'OA 待发请求重试',
  titleEn: 'Send due OA requests',
  params: z.object({}).strict(),
  run: async ({ db }) => {
    const result = await sendDue(db)
    await purgeSeen(db)
    return result
  },
})
