import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { passwordExpiringAction } from './jobs.js'

describe.each(engines)('the password expiry reminder on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  const db = () => t.app.db
  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('tells users a week before their password expires, once', async () => {
    await admin.post('/api/dev/config/editBatch', [
      { configKey: 'SNOWY_PASSWORD_EXPIRE_DAYS', configValue: '90' },
    ])
    try {
      const soon = await t.createUser('push_expiring', 'Push#Pass2026')
      const day = 86_400_000
      await db()
        .updateTable('sysUser')
        .set({
          passwordUpdatedAt: new Date(Date.now() - 83.5 * day).toISOString(),
          email: 'expiring@example.com',
        })
        .where('id', '=', soon)
        .execute()
      const run = () =>
        passwordExpiringAction.run({
          params: { days: 7 },
          deps: t.app.deps,
          db: db(),
          signal: new AbortController().signal,
          owner: 'test',
        })
      expect(await run()).toEqual({ told: 1 })
      const [mail] = await db().selectFrom('devPush').selectAll().where('about', '=', soon).execute()
      expect(mail).toMatchObject({
        channel: 'EMAIL',
        target: 'expiring@example.com',
        topic: 'PASSWORD_EXPIRING',
      })
      expect(mail!.content).toContain('push_expiring')
      // A day later the same user is outside the window.
      await db()
        .updateTable('sysUser')
        .set({ passwordUpdatedAt: new Date(Date.now() - 84.5 * day).toISOString() })
        .where('id', '=', soon)
        .execute()
      expect(await run()).toEqual({ told: 0 })
    } finally {
      await admin.post('/api/dev/config/editBatch', [
        { configKey: 'SNOWY_PASSWORD_EXPIRE_DAYS', configValue: '0' },
      ])
    }
  })
})
