import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, tableCounts, testApp } from './harness.js'

type Row = Record<string, unknown>
const rows = async (t: TestApp, query: string) => (await sql.raw<Row>(query).execute(t.app.db)).rows

/** Everything the schema holds on this engine, as the database itself describes it. */
async function schemaOf(t: TestApp): Promise<unknown> {
  if (t.url.startsWith('sqlite:'))
    return rows(t, `select type, name, tbl_name, sql from sqlite_master order by type, name`)
  if (t.url.startsWith('postgres'))
    return [
      await rows(
        t,
        `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
         where table_schema = 'public' order by table_name, column_name`,
      ),
      await rows(
        t,
        `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
      ),
      await rows(
        t,
        `select p.proname, p.prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' order by p.proname`,
      ),
      await rows(t, `select tgname from pg_trigger where not tgisinternal order by tgname`),
    ]
  const tables = await rows(
    t,
    `select table_name as t from information_schema.tables where table_schema = database()`,
  )
  const creates = await Promise.all(
    tables.map(async ({ t: name }) => {
      const [row] = await rows(t, `show create table \`${name}\``)
      // The next AUTO_INCREMENT value follows the rows, not the schema.
      return String(Object.values(row!)[1]).replace(/ AUTO_INCREMENT=\d+/, '')
    }),
  )
  return [
    creates.sort(),
    await rows(t, `select trigger_name from information_schema.triggers where trigger_schema = database()`),
  ]
}

/** Row counts of every table (the latest-change times differ between two seeds by the clock). */
const counts = async (t: TestApp) =>
  Object.fromEntries(Object.entries(await tableCounts(t.app)).filter(([k]) => !k.endsWith('.updatedAt')))

const secret = async (t: TestApp) =>
  (
    await t.app.db
      .selectFrom('devConfig')
      .select('configValue')
      .where('configKey', '=', 'SNOWY_SYS_DEFAULT_PASSWORD')
      .executeTakeFirstOrThrow()
  ).configValue

describe.each(engines)('test databases on $name', (engine) => {
  let copy: TestApp
  let other: TestApp
  let fresh: TestApp
  beforeAll(async () => {
    ;[copy, other, fresh] = await Promise.all([
      testApp(engine),
      testApp(engine),
      testApp(engine, { template: false }),
    ])
  })
  afterAll(() => Promise.all([copy, other, fresh].map((t) => t?.close())))

  it('copies one template: two apps share what the seed drew at random, a fresh build does not', async () => {
    expect(await secret(copy)).toBe(await secret(other))
    expect(await secret(fresh)).not.toBe(await secret(copy))
  })

  it('gives a copy the schema and rows a fresh migrate and seed gives', async () => {
    expect(await schemaOf(copy)).toEqual(await schemaOf(fresh))
    expect(await counts(copy)).toEqual(await counts(fresh))
  })

  it('keeps copies apart: a write to one is not in another', async () => {
    const before = await counts(other)
    await copy.createUser('copyOnly', 'Copy#only123')
    expect((await counts(copy)).sysUser).toBe(before.sysUser! + 1)
    expect(await counts(other)).toEqual(before)
    expect(await copy.login('copyOnly', 'Copy#only123')).toEqual(expect.any(String))
  })
})

describe('test databases for other seed options', () => {
  it('are built afresh: the super admin gets the password the options name', async () => {
    const t = await testApp(engines[0]!, { env: { ADMIN_PASSWORD: 'Other#Admin2026' } })
    try {
      expect(await t.login('superAdmin', 'Other#Admin2026')).toEqual(expect.any(String))
      await expect(t.login()).rejects.toThrow(/login failed/)
    } finally {
      await t.close()
    }
  })
})
