import { z } from 'zod'
import { booleans, nullableStrings, strings } from '../answers.js'
import { pageQuerySchema } from '../common.js'
import { fields, searchKey } from '../fields.js'

/**
 * The gate (issue 11): a guard scans or types a pass code, sees who it is and whether it opens,
 * and records check-in and check-out. Visitor passes and entry-work passes are read the same way.
 */

/**
 * The kinds of pass the product issues today (the web names them). A kind is declared by the form
 * that issues its passes (`server/src/core/passes.ts`), so the gate's answers carry any: up to 8
 * capitals, as the gate's tables keep them.
 */
export const GATE_KINDS = ['VISIT', 'WORK', 'GOODS', 'DELIVERY'] as const
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
  /** A release permit or delivery note whose vehicle has left already. */
  'USED_UP',
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

/**
 * What the guard sees for a code. `ok`: it opens for a check-in now; `inside`: inside now (a
 * check-out is what comes next); `photoId`: the visitor's photo (a file id the guard may read);
 * `host`, `company`: the host (a visit) or the contractor and project (entry work); `from`, `until`:
 * the window, `YYYY-MM-DD HH:mm` for visits, days for entry work; `note`: extra words, the
 * blacklist's or revocation's reason.
 */
export const gateCheckSchema = z.object(
  fields(
    booleans('ok', 'inside'),
    nullableStrings('insideSince', 'personName', 'photoId', 'host', 'company', 'from', 'until', 'plate'),
    nullableStrings('note', 'refId'),
    {
      kind: gateKind.nullable(),
      refusal: z.enum(GATE_REFUSALS).nullable(),
      companions: z.array(z.string()),
    },
  ),
)
export type GateCheck = z.infer<typeof gateCheckSchema>

/** Whom a row of the gate's lists is about, and the guard who let them through. */
const gatePersonFields = fields(strings('refId', 'personName', 'guardName'), { kind: gateKind })
export const gateInsideRowSchema = z.object(
  fields(gatePersonFields, strings('passKey', 'since'), nullableStrings('detail')),
)
export type GateInsideRow = z.infer<typeof gateInsideRowSchema>

export const gateLogRowSchema = z.object(
  fields(gatePersonFields, strings('id', 'at'), { direction: z.enum(['IN', 'OUT']) }),
)
export type GateLogRow = z.infer<typeof gateLogRowSchema>

export const gateInsideQuerySchema = pageQuerySchema.extend({ searchKey })
export const gateLogQuerySchema = pageQuerySchema.extend({
  searchKey,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
})
