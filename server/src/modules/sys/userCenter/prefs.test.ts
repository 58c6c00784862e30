import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

const GET = '/api/sys/userCenter/getColumnPref'
const SAVE = '/api/sys/userCenter/saveColumnPref'

describe.each(engines)('column settings on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let alice: ReturnType<typeof api>
  let bob: ReturnType<typeof api>
  let aliceId: string
  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    aliceId = await t.createUser('alice', 'Alice#2026')
    await t.createUser('bob', 'Bob#2026!')
    alice = api(t, await t.login('alice', 'Alice#2026'))
    bob = api(t, await t.login('bob', 'Bob#2026!'))
  })
  afterAll(() => t?.close())

  it('keeps each user’s settings per table, invisible to other users', async () => {
    expect((await alice.get(GET, { key: 'sys-user' })).data).toEqual({})
    const saved = await alice.post(SAVE, { key: 'sys-user', value: { empNo: false, email: true } })
    expect(saved.code, saved.msg).toBe(200)
    expect((await alice.post(SAVE, { key: 'sys-org', value: { code: false } })).code).toBe(200)
    expect((await alice.get(GET, { key: 'sys-user' })).data).toEqual({ empNo: false, email: true })
    expect((await alice.get(GET, { key: 'sys-org' })).data).toEqual({ code: false })

    // Bob (and the super admin) see their own, empty, settings of the same table.
    expect((await bob.get(GET, { key: 'sys-user' })).data).toEqual({})
    expect((await admin.get(GET, { key: 'sys-user' })).data).toEqual({})
    expect((await bob.post(SAVE, { key: 'sys-user', value: { phone: false } })).code).toBe(200)
    expect((await bob.get(GET, { key: 'sys-user' })).data).toEqual({ phone: false })
    expect((await alice.get(GET, { key: 'sys-user' })).data).toEqual({ empNo: false, email: true })

    // Saving again replaces (one row per user and table); empty settings delete the row.
    expect((await alice.post(SAVE, { key: 'sys-user', value: { empNo: true } })).code).toBe(200)
    expect((await alice.get(GET, { key: 'sys-user' })).data).toEqual({ empNo: true })
    const rows = () =>
      t.app.db
        .selectFrom('sysUserPref')
        .select(['prefKey', 'prefValue'])
        .where('userId', '=', aliceId)
        .orderBy('prefKey')
        .execute()
    expect(await rows()).toEqual([
      { prefKey: 'columns:sys-org', prefValue: '{"code":false}' },
      { prefKey: 'columns:sys-user', prefValue: '{"empNo":true}' },
    ])
    expect((await alice.post(SAVE, { key: 'sys-org', value: {} })).code).toBe(200)
    expect((await alice.get(GET, { key: 'sys-org' })).data).toEqual({})
    expect((await rows()).map((r) => r.prefKey)).toEqual(['columns:sys-user'])
  })

  it('saves in parallel without a second row', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => bob.post(SAVE, { key: 'sys-role', value: { [`c${i}`]: true } })),
    )
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200])
    const n = await t.app.db
      .selectFrom('sysUserPref')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('prefKey', '=', 'columns:sys-role')
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(1)
    expect(Object.keys((await bob.get(GET, { key: 'sys-role' })).data)).toHaveLength(1)
  })

  it('refuses bad keys, values and too many columns, naming the field and writing nothing', async () => {
    const aliceEn = api(t, await t.login('alice', 'Alice#2026'), 'en')
    const before = await dataCounts(t.app)
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`col${i}`, true]))
    const cases: Array<[unknown, RegExp]> = [
      [{ key: '', value: {} }, /^参数 key：/],
      [{ key: 'x'.repeat(65), value: {} }, /^参数 key：/],
      [{ key: '../etc', value: {} }, /^参数 key：/],
      [{ key: 'sys-user', value: { empNo: 'no' } }, /^参数 value\.empNo：/],
      [{ key: 'sys-user', value: { 'a b': true } }, /^参数 value\.a b：/],
      [{ key: 'sys-user', value: { ['k'.repeat(65)]: true } }, /^参数 value\./],
      [{ key: 'sys-user', value: ['empNo'] }, /^参数 value：/],
      [{ key: 'sys-user', value: tooMany }, /^参数 value：最多保存 100 列的设置$/],
    ]
    for (const [body, msg] of cases) {
      const res = await alice.post(SAVE, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.msg).toMatch(msg)
    }
    const en = await aliceEn.post(SAVE, { key: 'sys-user', value: tooMany })
    expect(en.msg).toBe('Field value: settings for at most 100 columns can be saved')
    expect((await alice.get(GET, { key: 'a/b' })).status).toBe(400)
    expect((await alice.get(GET, {})).msg).toMatch(/^参数 key：/)
    // The limit itself is fine.
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`col${i}`, i % 2 === 0]))
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await alice.post(SAVE, { key: 'wide', value: hundred })).code).toBe(200)
    expect((await alice.get(GET, { key: 'wide' })).data).toEqual(hundred)
  })

  it('answers an anonymous caller with the login-invalid code', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: `${GET}?key=sys-user` }),
      await t.app.inject({ method: 'POST', url: SAVE, payload: { key: 'sys-user', value: { a: true } } }),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe(401)
    }
  })

  it('deletes a user’s settings with the user', async () => {
    const carolId = await t.createUser('carol', 'Carol#2026')
    const carol = api(t, await t.login('carol', 'Carol#2026'))
    expect((await carol.post(SAVE, { key: 'sys-user', value: { empNo: false } })).code).toBe(200)
    const count = async (userId: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('sysUserPref')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count(carolId)).toBe(1)
    const aliceBefore = await count(aliceId)
    const del = await admin.post('/api/sys/user/delete', [{ id: carolId }])
    expect(del.code, del.msg).toBe(200)
    expect(await count(carolId)).toBe(0)
    expect(await count(aliceId)).toBe(aliceBefore)
  })
})
