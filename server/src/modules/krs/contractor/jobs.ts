import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { expiryRun } from './expiry.js'

/** Every morning: contractors whose validity or qualifications ran out are marked, hosts warned 30 days ahead. */
export const contractorExpiryAction = defineJobAction({
  name: 'krs.expiry',
  title: '承包商资质到期提醒',
  titleEn: 'Contractor expiry warnings',
  params: z.object({}).strict(),
  run: ({ db }) => expiryRun(db),
})
