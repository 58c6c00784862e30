import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { nowIso } from '../../../core/time.js'

/** Sessions past their expiry or idle time, and captchas and e-mail/SMS codes past theirs. */
export const clearExpiredAction = defineJobAction({
  name: 'auth.clearExpired',
  title: '清理过期会话与验证码',
  titleEn: 'Clear expired sessions and codes',
  params: z.object({}).strict(),
  async run({ deps, db }) {
    const sessions = (await deps.sessions.purgeExpired()) + (await deps.clientSessions.purgeExpired())
    const codes = await db.deleteFrom('sysCode').where('expiresAt', '<', nowIso()).executeTakeFirst()
    return { sessions, codes: Number(codes.numDeletedRows) }
  },
})
