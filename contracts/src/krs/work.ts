import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { daySchema, fields, issueAt, optId, optText, reqText, searchKey } from '../fields.js'
import { plateSchema } from '../plate.js'
import { APPROVAL_STATUSES, applicationDetailFields, applicationSaveSchema } from './application.js'

/**
 * Entry work (issue 10, deliverable 6): an admitted contractor asks to bring people (and vehicles)
 * in for a job. Each worker doing hazardous work must hold a certificate of that type valid through
 * the job's last day. Approved, each worker gets a pass (a QR code on the phone) the gate checks.
 * Spec §7 names the phone calls `krs vendoraccessapplicationmain/addOaFrom, pageByOpenId, getDetailById`.
 */

export const WORK_FORM_TYPE = 'ENTRY_WORK'
/** The same states as an admission: a draft, then the approval's. */
export const WORK_STATUSES = APPROVAL_STATUSES
export type WorkStatus = (typeof WORK_STATUSES)[number]
/** Shifts a job runs in. */
export const WORK_SHIFTS = ['DAY', 'NIGHT', 'ALL_DAY'] as const
export type WorkShift = (typeof WORK_SHIFTS)[number]
/** The one work type of `KRS_WORK_TYPE` that needs no certificate. */
export const GENERAL_WORK = 'GENERAL'
export const isHazardous = (workType: string | null | undefined): boolean =>
  !!workType && workType !== GENERAL_WORK
/** A job lasts at most this many days (a longer one is applied for again). */
export const WORK_MAX_DAYS = 90

const PROJECT_MAX = 128
const AREA_MAX = 128
const DESC_MAX = 1000
const WORKERS_MAX = 100
const VEHICLES_MAX = 20
const FILES_MAX = 10
const TYPES_MAX = 10

export const WORK_LIMITS = {
  project: PROJECT_MAX,
  area: AREA_MAX,
  description: DESC_MAX,
  workers: WORKERS_MAX,
  vehicles: VEHICLES_MAX,
  files: FILES_MAX,
} as const

export const workWorkerSchema = z.object({
  /** One of the contractor's people (`krs_contractor_person.id`). */
  personId: idSchema,
  /** The job's work type this worker does; a hazardous one needs their certificate of it. */
  workType: z.string().trim().min(1).max(64),
})
export type WorkWorker = z.infer<typeof workWorkerSchema>

export const workFormSchema = z
  .object({
    contractorId: idSchema,
    /** One of the contractor's assignments, when the job belongs to one (its department hosts it). */
    assignmentId: optId,
    project: reqText(PROJECT_MAX),
    area: reqText(AREA_MAX),
    workTypes: z.array(z.string().trim().min(1).max(64)).min(1).max(TYPES_MAX),
    startDay: daySchema,
    endDay: daySchema,
    shift: z.enum(WORK_SHIFTS),
    workers: z.array(workWorkerSchema).min(1).max(WORKERS_MAX),
    vehicles: z.array(plateSchema).max(VEHICLES_MAX).default([]),
    /** The employee responsible for the job on the company's side. */
    responsibleUserId: idSchema,
    description: optText(DESC_MAX),
    attachments: z.array(idSchema).max(FILES_MAX).default([]),
  })
  .refine((f) => f.endDay >= f.startDay, issueAt('endDay', 'end before start', 'krsWorkEndBeforeStart'))
  .refine(
    (f) => new Set(f.workers.map((w) => w.personId)).size === f.workers.length,
    issueAt('workers', 'a worker twice', 'krsWorkerTwice'),
  )
  .refine(
    (f) => new Set(f.vehicles).size === f.vehicles.length,
    issueAt('vehicles', 'a plate twice', 'plateTwice'),
  )
export type WorkForm = z.infer<typeof workFormSchema>

export const workSaveSchema = applicationSaveSchema(
  z.looseObject({ project: reqText(PROJECT_MAX) }),
  workFormSchema,
)
export type WorkSave = z.infer<typeof workSaveSchema>

export const workRowSchema = z.object(
  fields(
    strings('id', 'contractorName', 'project', 'createdAt'),
    nullableStrings('startDay', 'endDay', 'submittedAt', 'finishedAt'),
    numbers('workerCount'),
    booleans('hazardous'),
    { status: z.enum(WORK_STATUSES) },
  ),
)
export type WorkRow = z.infer<typeof workRowSchema>

export const PASS_STATUSES = ['ACTIVE', 'REVOKED'] as const

/** A worker's pass: its code (shown as a QR code) and the days it opens the gate. */
export const workPassSchema = z.object(
  fields(
    strings('id', 'personName', 'workType', 'code', 'validFrom', 'validUntil'),
    nullableStrings('revokedReason'),
    { status: z.enum(PASS_STATUSES) },
  ),
)
export type WorkPass = z.infer<typeof workPassSchema>

/** One application: its form, its state, its trail and, once approved, its passes. */
export const workDetailSchema = workRowSchema.extend(
  fields(
    applicationDetailFields,
    /** `responsibleName`: who is responsible on the company's side, by name. */
    nullableStrings('contractorId', 'responsibleName'),
    {
      /** Each worker with the certificate they hold (as the register has it now). */
      workers: z.array(
        z.object(fields(strings('personId', 'name', 'workType'), nullableStrings('certType', 'certExpiry'))),
      ),
      passes: z.array(workPassSchema),
    },
  ),
)
export type WorkDetail = z.infer<typeof workDetailSchema>

export const workPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  status: z.enum(WORK_STATUSES).optional(),
})
export type WorkPageQuery = z.input<typeof workPageQuerySchema>

/** An employee as an external user may see one: to name whom they work with, nothing more. */
export const staffOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  orgName: z.string().nullable(),
})
export type StaffOption = z.infer<typeof staffOptionSchema>
export const staffQuerySchema = pageQuerySchema.extend({ searchKey: z.string().trim().min(1).max(64) })

/** Why the gate refuses a pass (none: it opens). */
export const PASS_REFUSALS = [
  'UNKNOWN',
  'REVOKED',
  'NOT_YET',
  'ENDED',
  'CONTRACTOR_BARRED',
  'CERT_EXPIRED',
] as const
export type PassRefusal = (typeof PASS_REFUSALS)[number]

/** What the gate sees when it reads a pass. */
export const passCheckSchema = z.object({
  ok: z.boolean(),
  refusal: z.enum(PASS_REFUSALS).nullable(),
  pass: workPassSchema.omit({ code: true }).nullable(),
  workId: z.string().nullable(),
  contractorName: z.string().nullable(),
  project: z.string().nullable(),
  area: z.string().nullable(),
})
export type PassCheck = z.infer<typeof passCheckSchema>

export const passRevokeSchema = z.object({ id: idSchema, reason: reqText(255) })
