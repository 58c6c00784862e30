import { z } from 'zod'
import { defineJobAction, deleteInBatches } from '../../../core/jobs.js'
import { DAY, isoIn } from '../../../core/time.js'

/** Visit and operation log entries older than `days`, deleted a batch at a time (a large table stays usable). */
export const purgeLogsAction = defineJobAction({
  name: 'dev.purgeLogs',
  title: '清理旧日志',
  titleEn: 'Purge old logs',
  params: z.object({ days: z.number().int().min(1).max(3650).default(180) }).strict(),
  async run({ db, params, signal }) {
    const before = isoIn(-params.days * DAY)
    const deleted = await deleteInBatches(
      signal,
      async (limit) =>
        (await db.selectFrom('devLog').select('id').where('opTime', '<', before).limit(limit).execute()).map(
          (r) => r.id,
        ),
      async (ids) => (await db.deleteFrom('devLog').where('id', 'in', ids).executeTakeFirst()).numDeletedRows,
    )
    return { deleted, before }
  },
})
