import { purgeAction } from '../job/purge.js'

/** Visit and operation log entries older than `days`, deleted a batch at a time (a large table stays usable). */
export const purgeLogsAction = purgeAction({
  name: 'dev.purgeLogs',
  title: '清理旧日志',
  titleEn: 'Purge old logs',
  defaultDays: 180,
  pick: (db, before, limit) =>
    db.selectFrom('devLog').select('id').where('opTime', '<', before).limit(limit).execute(),
  remove: (db, ids) => db.deleteFrom('devLog').where('id', 'in', ids).executeTakeFirst(),
})
