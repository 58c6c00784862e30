/** The oa area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** A request to create in the external OA (`migrations/0021_oa.ts`). */
export interface OaOutboxTable {
  id: string
  instanceId: string
  formType: string
  formId: string
  idempotencyKey: string
  payloadJson: string
  /** PENDING, SENT or FAILED */
  status: string
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  oaRequestId: string | null
  createdAt: string
  sentAt: string | null
}

/** One exchange with the OA, either way. */
export interface OaLogTable {
  id: string
  /** OUT or IN */
  direction: string
  outboxId: string | null
  instanceId: string | null
  oaRequestId: string | null
  url: string
  requestBody: string | null
  responseBody: string | null
  httpStatus: number | null
  durationMs: number
  attempt: number
  ok: number
  error: string | null
  createdAt: string
}

export interface OaCallbackSeenTable {
  signature: string
  createdAt: string
}

/** The oa area's part of `DB`. */
export interface OaTables {
  oaOutbox: OaOutboxTable
  oaLog: OaLogTable
  oaCallbackSeen: OaCallbackSeenTable
}
