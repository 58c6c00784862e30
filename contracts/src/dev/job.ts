import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, publishedFlag, reqText, searchKey } from '../fields.js'
import { NAME_MAX, REMARK_MAX } from '../validation.js'

const ACTION_MAX = 64
const CRON_MAX = 128
const TIMEZONE_MAX = 64

/** Longest values of a job's fields: the schemas read the constants above, the web's inputs this object. */
export const JOB_LIMITS = {
  name: NAME_MAX,
  cron: CRON_MAX,
  timezone: TIMEZONE_MAX,
  remark: REMARK_MAX,
} as const

/** How a run began: its cron fire time, "run now", or taken over from a process whose lease ran out. */
export const JOB_RUN_SOURCES = ['SCHEDULE', 'MANUAL'] as const
/** RUNNING until it ends; LOST when its process died and another took the run over. */
export const JOB_RUN_STATUSES = ['RUNNING', 'SUCCESS', 'FAIL', 'LOST'] as const

/**
 * A job: a named action (registered in the server's code) with its parameters, run on a cron
 * schedule (5 fields, or 6 with seconds first) in a time zone. The server checks the cron, the zone
 * and the parameters against the action's own schema.
 */
export const jobAddSchema = z.object({
  name: reqText(NAME_MAX),
  action: z.string().trim().min(1).max(ACTION_MAX),
  cron: reqText(CRON_MAX),
  /** IANA time zone the cron is read in, e.g. `Asia/Shanghai`. */
  timezone: reqText(TIMEZONE_MAX),
  params: z.record(z.string(), z.unknown()).default({}),
  enabled: z.boolean().default(false),
  remark: optText(REMARK_MAX),
})
export const jobEditSchema = jobAddSchema.extend({ id: idSchema })
export const jobStatusSchema = z.object({ id: idSchema, enabled: z.boolean() })
export const jobPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  enabled: publishedFlag,
})
export const jobRunPageQuerySchema = pageQuerySchema.extend({
  jobId: idSchema,
  status: z.enum(JOB_RUN_STATUSES).optional(),
  /** Keyset paging: the page after the run with this id (newest first; `current` is then only echoed). */
  after: idSchema.optional(),
})

/** `nextRunAt`: when the scheduler fires it next (ISO UTC); null while paused. */
export const jobSchema = z.object(
  fields(
    strings('id', 'name', 'action', 'cron', 'timezone'),
    nullableStrings('remark', 'nextRunAt', 'lastRunAt', 'lastStatus', 'lastMessage'),
    { params: z.record(z.string(), z.unknown()), enabled: z.boolean() },
  ),
)
/**
 * `fireAt`: the cron fire time (or the moment "run now" was asked); `owner`: the process that ran it
 * (host:pid:random); `takenOverFrom`: the process whose lease ran out, when this run took over.
 */
export const jobRunSchema = z.object(
  fields(
    strings('id', 'jobId', 'jobName', 'source', 'fireAt', 'status', 'startedAt', 'owner'),
    nullableStrings('endedAt', 'result', 'error', 'takenOverFrom'),
    {
      /** 1, or more when this run took over one whose process died. */
      attempt: z.number(),
      durationMs: z.number().nullable(),
    },
  ),
)
/** An action the server's code offers: its name, titles, parameter schema (JSON Schema) and defaults. */
export const jobActionSchema = z.object(
  fields(strings('name', 'title', 'titleEn'), {
    paramsSchema: z.unknown(),
    defaults: z.record(z.string(), z.unknown()),
  }),
)
export type Job = z.infer<typeof jobSchema>
export type JobRun = z.infer<typeof jobRunSchema>
export type JobAction = z.infer<typeof jobActionSchema>
