import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { purgeAction } from './purge.js'

/** Ended runs older than `days`, so the run log stays bounded. */
export const purgeJobRunsAction = purgeAction({
  name: 'dev.purgeJobRuns',
  title: '清理旧任务记录',
  titleEn: 'Purge old job runs',
  defaultDays: 30,
  pick: (db, before, limit) =>
    db
      .selectFrom('devJobRun')
      .select('id')
      .where('startedAt', '<', before)
      .where('status', '!=', 'RUNNING')
      .limit(limit)
      .execute(),
  remove: (db, ids) => db.deleteFrom('devJobRun').where('id', 'in', ids).executeTakeFirst(),
})

/**
 * The scheduler's self-check: waits `seconds` (0 = none) and reports which process ran it, so the
 * log shows the schedule working, and which process of several took each run. `fail` makes it fail.
 */
export const heartbeatAction = defineJobAction({
  name: 'dev.heartbeat',
  title: '调度心跳',
  titleEn: 'Scheduler heartbeat',
  params: z
    .object({
      seconds: z.number().int().min(0).max(3600).default(0),
      fail: z.boolean().default(false),
    })
    .strict(),
  async run({ params, signal, owner }) {
    if (params.seconds)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, params.seconds * 1000)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new Error('stopped: the server is shutting down'))
        })
      })
    if (params.fail) throw new Error('heartbeat asked to fail')
    return { process: owner }
  },
})

export const jobModuleActions = [purgeJobRunsAction, heartbeatAction]
