import { z } from 'zod'
import { pageQuerySchema } from '../common.js'
import { searchKey } from '../fields.js'

/**
 * The gate (issue 11): a guard scans or types a pass code, sees who it is and whether it opens,
 * and records check-in and check-out. Visitor passes and entry-work passes are read the same way.
 */

/**
 * The kinds of pass the product issues today (the web names them). A kind is declared by the form
 * that issues its passes (`server/src/core/passes.ts`), so the gate's answers carry any: up to 8
 * capitals, as the gate's tables keep them.
 */
export const GATE_KINDS = ['VISIT', 'WORK'] as const
export type GateKind = (typeof GATE_KINDS)[number] | (string & {})
const gateKind = z.string().regex(/^[A-Z]{1,8}$/)

/** Why the gate refuses (none: it opens). */
export const GATE_REFUSALS = [
  'UNKNOWN',
  /** The visit is not (or no longer) approved: running, rejected, withdrawn, cancelled. */
  'NOT_APPROVED',
  'NOT_YET',
  'ENDED',
  'BLACKLISTED',
  'ALREADY_INSIDE',
  /** Check-out of someone the gate never let in (or who left already). */
  'NOT_INSIDE',
  'REVOKED',
  'CONTRACTOR_BARRED',
  'CERT_EXPIRED',
] as const
export type GateRefusal = (typeof GATE_REFUSALS)[number]

/** A pass code as typed or scanned: letters, digits, `-` and `_`. */
export const gateCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
})

/** What the guard sees for a code. */
export const gateCheckSchema = z.object({
  kind: gateKind.nullable(),
  /** Whether it opens for a check-in now. */
  ok: z.boolean(),
  refusal: z.enum(GATE_REFUSALS).nullable(),
  /** Inside now (a check-out is what comes next). */
  inside: z.boolean(),
  insideSince: z.string().nullable(),
  personName: z.string().nullable(),
  /** The visitor's photo (a file id the guard may read). */
  photoId: z.string().nullable(),
  /** The host (a visit) or the contractor and project (entry work). */
  host: z.string().nullable(),
  company: z.string().nullable(),
  /** The window: `YYYY-MM-DD HH:mm` for visits, days for entry work. */
  from: z.string().nullable(),
  until: z.string().nullable(),
  plate: z.string().nullable(),
  companions: z.array(z.string()),
  /** Extra words: the blacklist's or revocation's reason. */
  note: z.string().nullable(),
  refId: z.string().nullable(),
})
export type GateCheck = z.infer<typeof gateCheckSchema>

export const gateInsideRowSchema = z.object({
  passKey: z.string(),
  kind: gateKind,
  refId: z.string(),
  personName: z.string(),
  detail: z.string().nullable(),
  since: z.string(),
  guardName: z.string(),
})
export type GateInsideRow = z.infer<typeof gateInsideRowSchema>

export const gateLogRowSchema = z.object({
  id: z.string(),
  kind: gateKind,
  refId: z.string(),
  personName: z.string(),
  direction: z.enum(['IN', 'OUT']),
  at: z.string(),
  guardName: z.string(),
})
export type GateLogRow = z.infer<typeof gateLogRowSchema>

export const gateInsideQuerySchema = pageQuerySchema.extend({ searchKey })
export const gateLogQuerySchema = pageQuerySchema.extend({
  searchKey,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
})
