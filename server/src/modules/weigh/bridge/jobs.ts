import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { purgeReadings } from './service.js'

/** Every hour: readings older than a day go (a weighing keeps the frames it used). */
export const purgeReadingsAction = defineJobAction({
  name: 'weigh.purgeReadings',
  title: '清理地磅读数',
  titleEn: 'Purge weighbridge readings',
  params: z.object({}).strict(),
  run: async ({ db, signal }) => ({ deleted: await purgeReadings(db, signal) }),
})
