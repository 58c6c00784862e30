import type { FeedbackCategory } from '@portal/contracts'
import { api, currentSide, currentToken } from '../../core'

export const FEEDBACK_HOME = '/feedback'
/** `FEEDBACK_CATEGORIES` and the limits of the contracts, kept here: their module would bring zod along. */
export const CATEGORIES = [
  'CANTEEN',
  'ENVIRONMENT',
  'SAFETY',
  'SERVICE',
  'WEBSITE',
  'OTHER',
] as const satisfies readonly FeedbackCategory[]
export const LIMITS = { content: 1000, name: 64, photos: 3 } as const

/** My feedback with the replies (a phone session only). */
export const MINE_URL = '/krs/feedback/phone/mine'

export interface FeedbackFields {
  category: string
  content: string
  contactName?: string
  contactPhone?: string
  contactEmail?: string
}

/**
 * Feedback as one request, the fields first and then the photos: a phone signed in as an external
 * user sends it as theirs (the reply shown here); otherwise (no session, an employee) the public way.
 */
export function sendFeedback(fields: FeedbackFields, photos: Blob[]) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v?.trim()) form.append(k, v.trim())
  for (const [i, p] of photos.entries())
    form.append('photo', p, `photo-${i + 1}.${p.type === 'image/png' ? 'png' : 'jpg'}`)
  const mine = currentToken() && currentSide() === 'client'
  return api.form<{ id: string }>(mine ? '/krs/feedback/phone/submit' : '/krs/feedback/submit', form)
}
