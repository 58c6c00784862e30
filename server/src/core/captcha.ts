import type { Kysely } from 'kysely'
import svgCaptcha from 'svg-captcha'
import type { DB } from '../db/schema.js'
import { newSecret } from './ids.js'
import { isoIn, nowIso } from './time.js'

const CAPTCHA_TTL_MS = 5 * 60_000

/** A picture captcha: the answer stays in the database under a random request number. */
export async function createPicCaptcha(db: Kysely<DB>, ip: string | null) {
  const { data, text } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1iIlL',
    noise: 3,
    color: true,
    background: '#f4f6fb',
    width: 120,
    height: 40,
    fontSize: 44,
  })
  const reqNo = newSecret(18)
  const now = Date.now()
  await db
    .insertInto('sysCode')
    .values({
      id: reqNo,
      kind: 'PIC',
      target: null,
      code: text.toLowerCase(),
      expiresAt: isoIn(CAPTCHA_TTL_MS, now),
      createdAt: new Date(now).toISOString(),
      ip,
    })
    .execute()
  // Expired codes are swept whenever a new one is made, so the table stays small.
  await db.deleteFrom('sysCode').where('expiresAt', '<', nowIso()).execute()
  return {
    validCodeBase64: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    validCodeReqNo: reqNo,
  }
}
