import { defineWorkbenchFigure } from '../../../core/workbench.js'
import './texts.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** Job runs that failed in the last 24 hours, for those who hold the jobs page. */
export const failedRunsFigure = defineWorkbenchFigure({
  key: 'failedJobRuns',
  order: 910,
  title: 'figureFailedJobRuns',
  path: '/dev/job',
  visible: (user) => user.superAdmin || user.menuCodes.has('devJob'),
  value: async ({ db }) => {
    const row = await db
      .selectFrom('devJobRun')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('startedAt', '>=', new Date(Date.now() - DAY_MS).toISOString())
      .where('status', '=', 'FAIL')
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  },
})
