import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { DAY, isoIn } from '../../../core/time.js'

const BATCH = 5_000

/** Visit and operation log entries older than `days`, deleted a batch at a time (a large table stays usable). */
export const purgeLogsAction = defineJobAction({
  name: 'dev.purgeLogs',
  title: '清理旧日志',
  titleEn: 'Purge old logs',
  params: z.object({ days: z.number().int().min(1).max(3650).default(180) }).strict(),
  async run({ db, params, signal }) {
    const before = isoIn(-params.days * DAY)
    let deleted = 0
    while (!signal.aborted) {
      const ids = await db
        .selectFrom('devLog')
        .select('id')
        .where('opTime', '<', before)
        .limit(BATCH)
        .execute()
      if (!ids.length) break
      const res = await db
        .deleteFrom('devLog')
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .executeTakeFirst()
      deleted += Number(res.numDeletedRows)
      if (ids.length < BATCH) break
    }
    return { deleted, before }
  },
})
