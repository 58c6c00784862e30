import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { pageQuerySchema } from '../common.js'
import { fields } from '../fields.js'

/** The OA result log (issue 10): every exchange with the external OA, both ways. */

export const OA_DIRECTIONS = ['OUT', 'IN'] as const

export const oaLogPageQuerySchema = pageQuerySchema.extend({
  direction: z.enum(OA_DIRECTIONS).optional(),
  /** 1: did what it was for; 0: failed or refused. */
  ok: z.coerce.number<number | string>().int().min(0).max(1).optional(),
  oaRequestId: z.string().trim().max(128).optional(),
})
export type OaLogPageQuery = z.input<typeof oaLogPageQuerySchema>

/** `outboxStatus`: the request's state now, PENDING (a retry is due), SENT, FAILED (gave up). */
export const oaLogRowSchema = z.object(
  fields(
    strings('id', 'url', 'createdAt'),
    nullableStrings('outboxId', 'instanceId', 'oaRequestId', 'error', 'outboxStatus', 'title', 'formType'),
    numbers('durationMs', 'attempt', 'ok'),
    { direction: z.enum(OA_DIRECTIONS), httpStatus: z.number().nullable() },
  ),
)
export type OaLogRow = z.infer<typeof oaLogRowSchema>

export const oaLogDetailSchema = oaLogRowSchema
  .omit({ outboxStatus: true, title: true, formType: true })
  .extend(nullableStrings('requestBody', 'responseBody'))
export type OaLogDetail = z.infer<typeof oaLogDetailSchema>

/** The callback's answer: whether the decision changed the application (false: already concluded). */
export const oaCallbackResultSchema = z.object({ applied: z.boolean() })
