import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey } from '../fields.js'

const NAME_MAX = 64
const ACTION_MAX = 64
const CRON_MAX = 128
const TIMEZONE_MAX = 64
const REMARK_MAX = 255

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
  enabled: z.enum(['0', '1']).optional(),
})
export const jobRunPageQuerySchema = pageQuerySchema.extend({
  jobId: idSchema,
  status: z.enum(JOB_RUN_STATUSES).optional(),
  /** Keyset paging: the page after the run with this id (newest first; `current` is then only echoed). */
  after: idSchema.optional(),
})

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  action: z.string(),
  cron: z.string(),
  timezone: z.string(),
  params: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  /** When the scheduler fires it next (ISO UTC); null while paused. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.string().nullable(),
  lastMessage: z.string().nullable(),
})
export const jobRunSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  source: z.string(),
  /** The cron fire time (or the moment "run now" was asked). */
  fireAt: z.string(),
  /** 1, or more when this run took over one whose process died. */
  attempt: z.number(),
  status: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  result: z.string().nullable(),
  error: z.string().nullable(),
  /** The process that ran it (host:pid:random). */
  owner: z.string(),
  /** The process whose lease ran out, when this run took over. */
  takenOverFrom: z.string().nullable(),
})
/** An action the server's code offers: its name, titles, parameter schema (JSON Schema) and defaults. */
export const jobActionSchema = z.object({
  name: z.string(),
  title: z.string(),
  titleEn: z.string(),
  paramsSchema: z.unknown(),
  defaults: z.record(z.string(), z.unknown()),
})
export type Job = z.infer<typeof jobSchema>
export type JobRun = z.infer<typeof jobRunSchema>
export type JobAction = z.infer<typeof jobActionSchema>
