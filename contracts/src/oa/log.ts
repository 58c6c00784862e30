import { z } from 'zod'
import { pageQuerySchema } from '../common.js'

/** The OA result log (issue 10): every exchange with the external OA, both ways. */

export const OA_DIRECTIONS = ['OUT', 'IN'] as const

export const oaLogPageQuerySchema = pageQuerySchema.extend({
  direction: z.enum(OA_DIRECTIONS).optional(),
  /** 1: did what it was for; 0: failed or refused. */
  ok: z.coerce.number<number | string>().int().min(0).max(1).optional(),
  oaRequestId: z.string().trim().max(128).optional(),
})
export type OaLogPageQuery = z.input<typeof oaLogPageQuerySchema>

export const oaLogRowSchema = z.object({
  id: z.string(),
  direction: z.enum(OA_DIRECTIONS),
  outboxId: z.string().nullable(),
  instanceId: z.string().nullable(),
  oaRequestId: z.string().nullable(),
  url: z.string(),
  httpStatus: z.number().nullable(),
  durationMs: z.number(),
  attempt: z.number(),
  ok: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** The request's state now: PENDING (a retry is due), SENT, FAILED (gave up). */
  outboxStatus: z.string().nullable(),
  title: z.string().nullable(),
  formType: z.string().nullable(),
})
export type OaLogRow = z.infer<typeof oaLogRowSchema>

export const oaLogDetailSchema = oaLogRowSchema
  .omit({ outboxStatus: true, title: true, formType: true })
  .extend({ requestBody: z.string().nullable(), responseBody: z.string().nullable() })
export type OaLogDetail = z.infer<typeof oaLogDetailSchema>
