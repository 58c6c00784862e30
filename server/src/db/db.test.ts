import { Migrator, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSm2Keys } from '../core/crypto.js'
import { assembled } from '../modules/index.js'
import { engines, type TestApp, tableCounts, testApp } from '../test/harness.js'
import { createDatabase, engineOf } from './index.js'
import { migrateToLatest } from './migrate.js'
import { migrationProvider, migrations } from './migrations/index.js'
import { seed } from './seed/index.js'
import { employees, SUPER_ADMIN_USER_ID } from './seed/org.js'

/** Every migration from `first` on, in order: what migrating up from just before it runs. */
const migrationsFrom = (first: string) =>
  Object.keys(migrations)
    .filter((name) => name >= first)
    .sort()

describe('engine selection', () => {
  it('picks the engine from DATABASE_URL and refuses others', () => {
    expect(engineOf('sqlite:///tmp/x.db')).toBe('sqlite')
    expect(engineOf('postgres://u@h/db')).toBe('postgres')
    expect(engineOf('postgresql://u@h/db')).toBe('postgres')
    expect(engineOf('mysql://u@h/db')).toBe('mysql')
    expect(engineOf('mariadb://u@h/db')).toBe('mysql')
    expect(() => engineOf('oracle://x')).toThrow(/DATABASE_URL/)
  })

  it('reports a slow query with its SQL and not its parameters', async () => {
    const slow: Array<[number, string]> = []
    const database = createDatabase('sqlite::memory:', {
      slowQueryMs: 1,
      onSlow: (ms, text) => slow.push([ms, text]),
    })
    try {
      await sql`with recursive c(i) as (select 1 union all select i + 1 from c where i < ${300_000})
        select count(*) as n from c`.execute(database.db)
      expect(slow).toHaveLength(1)
      expect(slow[0]![1]).toMatch(/with recursive c\(i\).*i < \?/s)
      expect(slow[0]![0]).toBeGreaterThanOrEqual(1)
    } finally {
      await database.destroy()
    }
  })
})

describe.each(engines)('schema and seed on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  it('migrates once and seeds idempotently: a second start changes nothing', async () => {
    const before = await tableCounts(t.app)
    expect(before.sysUser).toBe(1 + employees.length)
    expect(before.sysOrg).toBeGreaterThan(1)
    expect(await migrateToLatest(t.app.db)).toEqual([])
    const again = await seed(t.app.db, { account: 'superAdmin', password: 'other' }, assembled)
    expect(again.generatedAdminPassword).toBeUndefined()
    expect(await tableCounts(t.app)).toEqual(before)
    // The first password stays: seeding never overwrites.
    await expect(t.login('superAdmin', 'Admin@12345')).resolves.toBeTruthy()
  })

  it('gives every seeded user a hash of its own (own salt), though they share the default password', async () => {
    const rows = await t.app.db.selectFrom('sysUser').select('passwordHash').execute()
    expect(rows.length).toBe(1 + employees.length)
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(rows.length)
    const salts = rows.map((r) => r.passwordHash.split('$')[4])
    expect(new Set(salts).size).toBe(rows.length)
  })

  it('makes the seeded users change their passwords at first login, but not a super admin with ADMIN_PASSWORD', async () => {
    const flags = await t.app.db.selectFrom('sysUser').select(['id', 'passwordMustChange']).execute()
    for (const f of flags) expect(f.passwordMustChange, f.id).toBe(f.id === SUPER_ADMIN_USER_ID ? 0 : 1)
  })

  it('keeps an administrator’s config edits on the next seed', async () => {
    await t.app.db
      .updateTable('devConfig')
      .set({ configValue: '新名称' })
      .where('configKey', '=', 'SNOWY_SYS_NAME')
      .execute()
    await seed(t.app.db, { account: 'superAdmin' }, assembled)
    const row = await t.app.db
      .selectFrom('devConfig')
      .select('configValue')
      .where('configKey', '=', 'SNOWY_SYS_NAME')
      .executeTakeFirstOrThrow()
    expect(row.configValue).toBe('新名称')
  })

  it('gives the dictionaries of an existing installation their English labels (0005), password ages (0006) and no forced change (0008)', async () => {
    const migrator = new Migrator({ db: t.app.db, provider: migrationProvider })
    const down = await migrator.migrateTo('0004_user_pref')
    expect(down.error).toBeUndefined()
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom('0005_dict_en').reverse())
    // The column is gone: the rows are as an installation before 0005 has them.
    await expect(t.app.db.selectFrom('devDict').select('dictLabelEn').execute()).rejects.toThrow()
    // A user whose password age was never recorded gets the migration's time (0006).
    await t.app.db.updateTable('sysUser').set({ passwordUpdatedAt: null }).execute()
    expect(await migrateToLatest(t.app.db)).toEqual(migrationsFrom('0005_dict_en'))
    // Users there before 0008 need not change their passwords (nothing says an administrator set them).
    const flags = await t.app.db.selectFrom('sysUser').select('passwordMustChange').execute()
    expect(flags.every((u) => u.passwordMustChange === 0)).toBe(true)
    const ages = await t.app.db.selectFrom('sysUser').select('passwordUpdatedAt').execute()
    expect(
      ages.every((u) => u.passwordUpdatedAt && Date.now() - Date.parse(u.passwordUpdatedAt) < 60_000),
    ).toBe(true)
    const rows = await t.app.db
      .selectFrom('devDict')
      .select(['id', 'dictLabelEn'])
      .where('id', 'in', ['dict-GENDER', 'dict-GENDER-FEMALE', 'dict-POSITION_CATEGORY-BASE'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'dict-GENDER', dictLabelEn: 'Gender' },
      { id: 'dict-GENDER-FEMALE', dictLabelEn: 'Female' },
      { id: 'dict-POSITION_CATEGORY-BASE', dictLabelEn: 'Junior' },
    ])
  })

  it('gives messages sent before 0015 their read counts and receipts their delivery times', async () => {
    const migrator = new Migrator({ db: t.app.db, provider: migrationProvider })
    expect((await migrator.migrateTo('0014_third_party')).error).toBeUndefined()
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 0015
    const db = t.app.db as any
    await db
      .insertInto('sysMessage')
      .values({
        id: 'm-0015',
        category: 'SYS',
        subject: '旧消息',
        content: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        sentAt: '2026-01-02T00:00:00.000Z',
        receiverType: 'USER',
        receiverCount: 2,
      })
      .execute()
    await db
      .insertInto('sysMessageUser')
      .values([
        { id: 'mu-0015-a', messageId: 'm-0015', userId: SUPER_ADMIN_USER_ID, readFlag: 1, readAt: null },
        { id: 'mu-0015-b', messageId: 'm-0015', userId: employees[0]!.id, readFlag: 0, readAt: null },
      ])
      .execute()
    try {
      expect(await migrateToLatest(t.app.db)).toEqual(migrationsFrom('0015_list_scale'))
      const m = await t.app.db
        .selectFrom('sysMessage')
        .select('readCount')
        .where('id', '=', 'm-0015')
        .executeTakeFirstOrThrow()
      expect(m.readCount).toBe(1)
      const receipts = await t.app.db
        .selectFrom('sysMessageUser')
        .select('deliveredAt')
        .where('messageId', '=', 'm-0015')
        .execute()
      expect(receipts.map((r) => r.deliveredAt)).toEqual([
        '2026-01-02T00:00:00.000Z',
        '2026-01-02T00:00:00.000Z',
      ])
    } finally {
      await t.app.db.deleteFrom('sysMessageUser').where('messageId', '=', 'm-0015').execute()
      await t.app.db.deleteFrom('sysMessage').where('id', '=', 'm-0015').execute()
    }
  })

  it('grants the new phone fields (0044) to whoever held the visit, permit and delivery pages', async () => {
    const migrator = new Migrator({ db: t.app.db, provider: migrationProvider })
    expect((await migrator.migrateTo('0043_push')).error).toBeUndefined()
    const rel = (id: string, category: string, objectId: string, targetId: string) => ({
      id,
      category,
      objectId,
      targetId,
      extJson: null,
    })
    await t.app.db
      .insertInto('sysRelation')
      .values([
        rel('r-0044-a', 'ROLE_HAS_RESOURCE', 'role-0044', 'menu-weigh-permit'),
        rel('r-0044-b', 'USER_HAS_RESOURCE', 'user-0044', 'menu-krs-visit'),
      ])
      .execute()
    try {
      expect(await migrateToLatest(t.app.db)).toEqual(migrationsFrom('0044_phone_fields'))
      const granted = await t.app.db
        .selectFrom('sysRelation')
        .select(['category', 'objectId', 'targetId'])
        .where('objectId', 'in', ['role-0044', 'user-0044'])
        .where('targetId', 'like', 'field-%')
        .orderBy('objectId')
        .execute()
      expect(granted).toEqual([
        { category: 'ROLE_HAS_RESOURCE', objectId: 'role-0044', targetId: 'field-menu-weigh-permit-phone' },
        { category: 'USER_HAS_RESOURCE', objectId: 'user-0044', targetId: 'field-menu-krs-visit-phone' },
      ])
    } finally {
      await t.app.db.deleteFrom('sysRelation').where('objectId', 'in', ['role-0044', 'user-0044']).execute()
    }
  })

  it('shares one SM2 key pair and sessions between two processes on one database', async () => {
    const other = createDatabase(t.url)
    try {
      const keys = await loadSm2Keys(other.db)
      expect(keys).toEqual(t.app.sm2)
      const token = await t.login()
      const { Sessions } = await import('../core/session.js')
      const sessions = Sessions.fromHours(other.db, 24, 24)
      expect((await sessions.resolve(token))?.account).toBe('superAdmin')
      await t.app.inject({ method: 'GET', url: '/api/auth/b/doLogout', headers: { token } })
      // The other process sees the revocation once its few-second cache has lapsed.
      sessions.clearCache()
      expect(await sessions.resolve(token)).toBeNull()
    } finally {
      await other.destroy()
    }
  })

  it('makes a super admin whose password was generated (and printed) change it at first login', async () => {
    // A first start without ADMIN_PASSWORD prints a generated one: that one must be changed.
    await t.app.db.deleteFrom('sysRelation').where('objectId', '=', SUPER_ADMIN_USER_ID).execute()
    await t.app.db.deleteFrom('sysUser').where('id', '=', SUPER_ADMIN_USER_ID).execute()
    const seeded = await seed(t.app.db, { account: 'superAdmin' }, assembled)
    expect(seeded.generatedAdminPassword).toMatch(/.{12,}/)
    const admin = await t.app.db
      .selectFrom('sysUser')
      .select('passwordMustChange')
      .where('id', '=', SUPER_ADMIN_USER_ID)
      .executeTakeFirstOrThrow()
    expect(admin.passwordMustChange).toBe(1)
  })
})
