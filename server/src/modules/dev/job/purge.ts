import type { Kysely } from 'kysely'
import { z } from 'zod'
import { defineJobAction, deleteInBatches } from '../../../core/jobs.js'
import { DAY, isoIn } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'

/**
 * An action deleting a log's rows older than `days` (a parameter, `defaultDays` unless set), a
 * batch at a time: `pick` finds up to `limit` ids of rows older than `before`, `remove` deletes them.
 */
export const purgeAction = (spec: {
  name: string
  title: string
  titleEn: string
  defaultDays: number
  pick: (db: Kysely<DB>, before: string, limit: number) => Promise<Array<{ id: string }>>
  remove: (db: Kysely<DB>, ids: string[]) => Promise<{ numDeletedRows: bigint }>
}) =>
  defineJobAction({
    name: spec.name,
    title: spec.title,
    titleEn: spec.titleEn,
    params: z.object({ days: z.number().int().min(1).max(3650).default(spec.defaultDays) }).strict(),
    async run({ db, params, signal }) {
      const before = isoIn(-params.days * DAY)
      const deleted = await deleteInBatches(
        signal,
        async (limit) => (await spec.pick(db, before, limit)).map((r) => r.id),
        async (ids) => (await spec.remove(db, ids)).numDeletedRows,
      )
      return { deleted, before }
    },
  })
