import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleAccess, vehicleBlacklist } from '../../../test/codegenSample.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { untouched } from './generator/checksum.js'

/** A tree the writes go to: the registries of a checkout and a package.json naming its workspaces. */
function fakeCheckout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-codegen-'))
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'portal', workspaces: ['contracts', 'server', 'web', 'e2e'] }),
  )
  fs.mkdirSync(path.join(root, 'server/src/modules'), { recursive: true })
  fs.writeFileSync(path.join(root, 'server/src/modules/index.ts'), '// the hand-written registry\n')
  return root
}

describe.each(engines)('code generation on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let root: string
  beforeAll(async () => {
    root = fakeCheckout()
    process.env.CODEGEN_ROOT = root
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(async () => {
    delete process.env.CODEGEN_ROOT
    await t?.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('lists a known table with its columns from the live schema, typed', async () => {
    const tables = await a.get('/api/dev/codegen/tables')
    expect(tables.code, tables.msg).toBe(200)
    const position = tables.data.find((x: { name: string }) => x.name === 'sys_position')
    expect(position.usable).toBe(true)
    const col = (name: string) => position.columns.find((c: { name: string }) => c.name === name)
    expect(col('name')).toMatchObject({ type: 'string', widget: 'input', nullable: false })
    expect(col('sort_code')).toMatchObject({ type: 'int', widget: 'number' })
    expect(col('created_at')).toMatchObject({ type: 'datetime' })
    expect(tables.data.some((x: { name: string }) => x.name.startsWith('kysely_'))).toBe(false)
    const catalogs = await a.get('/api/dev/codegen/catalogs')
    expect(catalogs.data.map((c: { id: string }) => c.id)).toContain('menu-cat-base')
  })

  it('refuses configurations that would not build, naming the field, writing nothing', async () => {
    const before = await dataCounts(t.app)
    const cols = vehicleBlacklist.columns
    const refusals: Array<[object, string]> = [
      [{ ...vehicleBlacklist, columns: [{ ...cols[0], widget: 'switch' }] }, 'columns.0.widget'],
      [{ ...vehicleBlacklist, columns: [cols[0], { ...cols[1], name: 'plate' }] }, 'columns.1.name'],
      [{ ...vehicleBlacklist, columns: [{ ...cols[0], name: 'created_at' }] }, 'columns.0.name'],
      [{ ...vehicleBlacklist, columns: [{ ...cols[1], search: 'range' }] }, 'columns.0.search'],
      [{ ...vehicleBlacklist, columns: [{ ...cols[0], widget: 'select' }] }, 'columns.0.dictCode'],
      [{ ...vehicleBlacklist, moduleName: 'Bad-Name' }, 'moduleName'],
      [{ ...vehicleBlacklist, menuParent: 'menu-nope' }, 'menuParent'],
      [{ ...vehicleBlacklist, moduleName: 'position' }, 'moduleName'],
      [{ ...vehicleBlacklist, tableName: 'sys_position' }, 'tableName'],
      [{ ...vehicleBlacklist, source: 'LIVE', tableName: 'no_such_table' }, 'tableName'],
      [
        { ...vehicleBlacklist, columns: [{ ...cols[0], widget: 'select', dictCode: 'NO_SUCH_DICT' }] },
        'columns.0.dictCode',
      ],
      // A phone application creates its table, and its form has no person, file or instant.
      [{ ...vehicleAccess, source: 'LIVE', tableName: 'sys_position' }, 'source'],
      [{ ...vehicleAccess, columns: [{ ...cols[0], widget: 'person' }] }, 'columns.0.widget'],
      [{ ...vehicleAccess, columns: [{ ...cols[0], type: 'datetime', widget: 'date' }] }, 'columns.0.type'],
    ]
    for (const [body, field] of refusals) {
      const r = await a.post('/api/dev/codegen/add', body)
      expect(r.code, `${field}: ${r.msg}`).toBe(400)
      expect(r.msg).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('previews a phone application as a declaration on the application kit, with its pages', async () => {
    const id = (await a.post('/api/dev/codegen/add', vehicleAccess)).data as string
    const preview = await a.get('/api/dev/codegen/preview', { id })
    expect(preview.code, preview.msg).toBe(200)
    const files = new Map<string, string>(
      preview.data.files.map((f: { path: string; content: string }) => [f.path, f.content]),
    )
    for (const f of files.values()) expect(untouched(f)).toBe(true)
    const file = (p: string) => {
      expect([...files.keys()]).toContain(p)
      return files.get(p)!
    }
    expect(file('contracts/src/krs/vehicleAccess.ts')).toContain('applicationSaveSchema(')
    expect(file('server/src/db/migrations/generated/krs_vehicle_access_01.ts')).toMatch(
      /applicationColumns\(\{[\s\S]*plate: 'varchar\(8\)'[\s\S]*insertInto\('mobile_resource'\)/,
    )
    const service = file('server/src/modules/krs/vehicleAccess/service.ts')
    expect(service).toContain('export const application = defineApplication<Row, Form>({')
    expect(service).toContain("approverKind: 'ROLE'")
    expect(file('server/src/modules/krs/vehicleAccess/routes.ts')).toContain(
      'applicationRoutes(app, application)',
    )
    expect(file('server/src/modules/krs/vehicleAccess/vehicleAccess.test.ts')).toContain('t.clientLogin(')
    expect(file('web/src/views/krs/vehicleAccess/index.tsx')).toContain('<ApplicationPage')
    expect(file('web/src/views/krs/vehicleAccess/approval.tsx')).toContain('<ApprovalView')
    expect(file('web/src/mobile/pages/krs/vehicleAccess/Apply.tsx')).toContain('useApplication<')
    expect(file('web/src/mobile/pages/krs/vehicleAccess/Records.tsx')).toContain('<RecordsPage<')
    expect(file('web/src/mobile/generated.ts')).toContain("path: '/krsVehicleAccess'")
    // No plain CRUD files for it.
    expect([...files.keys()].some((p) => p.includes('vehicleAccess') && p.includes('crud'))).toBe(false)
    expect((await a.post('/api/dev/codegen/delete', [{ id }])).code).toBe(200)
  })

  it('previews, writes, writes again without change, regenerates after a column is added, leaves hand edits', async () => {
    const id = (await a.post('/api/dev/codegen/add', vehicleBlacklist)).data as string
    expect(id).toBeTruthy()
    const page = await a.get('/api/dev/codegen/page', { searchKey: 'vehicle' })
    expect(page.data.records.map((r: { id: string }) => r.id)).toEqual([id])

    const first = (await a.get('/api/dev/codegen/preview', { id })).data
    expect(first.writable).toBe(true)
    const paths = first.files.map((f: { path: string }) => f.path)
    for (const p of [
      'contracts/src/krs/vehicleBlacklist.ts',
      'server/src/db/migrations/generated/krs_vehicle_blacklist_01.ts',
      'server/src/modules/krs/vehicleBlacklist/service.ts',
      'server/src/modules/krs/vehicleBlacklist/vehicleBlacklist.test.ts',
      'web/src/views/krs/vehicleBlacklist/index.tsx',
      'server/src/modules/generated.ts',
    ])
      expect(paths).toContain(p)
    expect(first.files.every((f: { status: string }) => f.status === 'new')).toBe(true)
    for (const f of first.files) expect(untouched(f.content), f.path).toBe(true)

    const written = await a.post('/api/dev/codegen/write', { id })
    expect(written.code, written.msg).toBe(200)
    expect(written.data.written).toHaveLength(paths.length)
    const service = path.join(root, 'server/src/modules/krs/vehicleBlacklist/service.ts')
    expect(fs.readFileSync(service, 'utf8')).toContain("export const MENU = 'krsVehicleBlacklist'")

    // Generating twice changes nothing.
    const second = (await a.get('/api/dev/codegen/preview', { id })).data
    expect(second.files.every((f: { status: string }) => f.status === 'unchanged')).toBe(true)
    const again = await a.post('/api/dev/codegen/write', { id })
    expect(again.data).toMatchObject({ written: [], handEdited: [] })

    // A hand edit is reported and kept; a column added makes a second migration and changes the module.
    const view = path.join(root, 'web/src/views/krs/vehicleBlacklist/index.tsx')
    const edited = `${fs.readFileSync(view, 'utf8')}\n// a hand edit\n`
    fs.writeFileSync(view, edited)
    const detail = (await a.get('/api/dev/codegen/detail', { id })).data
    expect(detail.versions).toHaveLength(1)
    const phone = {
      name: 'owner_phone',
      labelZh: '电话',
      labelEn: 'Phone',
      type: 'string',
      widget: 'input',
      maxLength: 20,
      search: 'eq',
    }
    const { versions: _v, code: _c, generatedAt: _g, ...config } = detail
    const edit = await a.post('/api/dev/codegen/edit', { ...config, columns: [...config.columns, phone] })
    expect(edit.code, edit.msg).toBe(200)
    const third = (await a.get('/api/dev/codegen/preview', { id })).data
    const status = (p: string) => third.files.find((f: { path: string }) => f.path === p)?.status
    expect(status('web/src/views/krs/vehicleBlacklist/index.tsx')).toBe('handEdited')
    expect(status('server/src/modules/krs/vehicleBlacklist/service.ts')).toBe('changed')
    expect(status('server/src/db/migrations/generated/krs_vehicle_blacklist_01.ts')).toBe('unchanged')
    expect(status('server/src/db/migrations/generated/krs_vehicle_blacklist_02.ts')).toBe('new')
    const diff = third.files.find((f: { path: string }) => f.path.endsWith('service.ts')).diff as string
    expect(diff).toMatch(/^\+.*ownerPhone/m)
    const result = (await a.post('/api/dev/codegen/write', { id })).data
    expect(result.handEdited).toEqual(['web/src/views/krs/vehicleBlacklist/index.tsx'])
    expect(fs.readFileSync(view, 'utf8')).toBe(edited)
    const migration = fs.readFileSync(
      path.join(root, 'server/src/db/migrations/generated/krs_vehicle_blacklist_02.ts'),
      'utf8',
    )
    expect(migration).toContain("await addColumns(db, 'krs_vehicle_blacklist', {")
    expect(fs.readFileSync(path.join(root, 'server/src/db/migrations/generated.ts'), 'utf8')).toContain(
      'gen_krs_vehicle_blacklist_02',
    )

    // The zip holds the same files.
    const zip = await a.raw('/api/dev/codegen/download', { id })
    expect(zip.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(zip.rawPayload))
    expect(Object.keys(files)).toContain('server/src/modules/krs/vehicleBlacklist/module.ts')
  })

  it('writes nothing in production or into a folder that is not a checkout', async () => {
    const id = (await a.get('/api/dev/codegen/page')).data.records[0].id as string
    const before = fs.readdirSync(root)
    process.env.NODE_ENV = 'production'
    try {
      const r = await a.post('/api/dev/codegen/write', { id })
      expect(r.code).toBe(400)
      expect(r.msg).toBe('生产环境不能写入代码，请下载压缩包')
    } finally {
      process.env.NODE_ENV = 'test'
    }
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-not-a-checkout-'))
    process.env.CODEGEN_ROOT = elsewhere
    try {
      const r = await a.post('/api/dev/codegen/write', { id })
      expect(r.code).toBe(400)
      expect(r.msg).toContain('不是本项目的源码目录')
      expect((await a.get('/api/dev/codegen/preview', { id })).data.writable).toBe(false)
      expect(fs.readdirSync(elsewhere)).toEqual([])
    } finally {
      process.env.CODEGEN_ROOT = root
      fs.rmSync(elsewhere, { recursive: true, force: true })
    }
    expect(fs.readdirSync(root)).toEqual(before)
  })
})
