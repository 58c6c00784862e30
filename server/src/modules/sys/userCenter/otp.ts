import {
  otpBindSchema,
  otpRecoverySchema,
  otpSetupSchema,
  otpStatusSchema,
  otpUnbindSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sm2Decrypt, verifyPassword } from '../../../core/crypto.js'
import type { Deps } from '../../../core/deps.js'
import { badRequest } from '../../../core/errors.js'
import { otpBind, otpSetup, otpStatus, removeOtp, verifyOtp } from '../../../core/otp.js'
import { defineRoute } from '../../../core/route.js'
import type { AuthUser } from '../../../core/session.js'
import './texts.js'

/** Unbinding proves both factors: the password and a current code (or a recovery code). */
async function otpUnbind(deps: Deps, user: AuthUser, body: { password: string; otpCode: string }) {
  const plain = sm2Decrypt(body.password, deps.sm2.privateKey)
  if (plain === null) throw badRequest('passwordUndecryptable')
  const { passwordHash } = await deps.db
    .selectFrom('sysUser')
    .select('passwordHash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  if (!(await verifyPassword(passwordHash, plain))) throw badRequest('passwordWrong')
  if (!(await verifyOtp(deps.db, user.id, body.otpCode))) throw badRequest('otpWrong')
  await removeOtp(deps.db, user.id)
}

/** The caller's one-time password (`core/otp.ts`): status, set up, bind, unbind. */
export function otpRoutes(app: FastifyInstance) {
  const tags = ['sys/userCenter']
  const base = '/api/sys/userCenter'
  defineRoute(app, {
    method: 'GET',
    url: `${base}/otpStatus`,
    perm: 'login',
    summary:
      'Whether the caller has bound a one-time password, whether a role requires one, recovery codes left',
    tags,
    response: otpStatusSchema,
    handler: ({ app, user }) => otpStatus(app.db, user),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/otpSetup`,
    perm: 'login',
    summary: 'A new TOTP secret and its otpauth:// URI for the authenticator app; pending until bound',
    tags,
    response: otpSetupSchema,
    handler: ({ app, user }) => otpSetup(app.db, user),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/otpBind`,
    perm: 'login',
    summary: 'Bind the pending secret with its first code; answers ten recovery codes, shown once',
    tags,
    body: otpBindSchema,
    response: otpRecoverySchema,
    handler: async ({ app, user, body }) => ({ recoveryCodes: await otpBind(app.db, user.id, body.otpCode) }),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/otpUnbind`,
    perm: 'login',
    summary: 'Remove the one-time password, with the password (SM2-encrypted) and a current or recovery code',
    tags,
    body: otpUnbindSchema,
    response: z.null(),
    handler: ({ app, user, body }) => otpUnbind(app.deps, user, body),
  })
}
