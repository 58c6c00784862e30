import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../../core/crypto.js'
import { newId } from '../../../core/ids.js'
import { nowIso } from '../../../core/time.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

async function xlsx(header: string[], rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('users')
  ws.addRow(header)
  for (const r of rows) ws.addRow(r)
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64')
}
const HEADER = ['账号', '姓名', '性别', '手机号', '邮箱', '工号', '组织', '职位', '入职日期', '状态']

describe.each(engines)('users on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('adds with the default password, edits, searches, disables and deletes; never returns the hash', async () => {
    const add = await a.post('/api/sys/user/add', {
      account: 'newbie',
      name: '新同事',
      orgId: 'org-it',
      positionId: 'pos-staff',
      phone: '13700000001',
      email: 'newbie@example.com',
      positionJson: [{ orgId: 'org-office', positionId: 'pos-staff' }],
      directorId: 'user-emp-15',
    })
    expect(add.code, add.msg).toBe(200)
    const pwd = await t.app.db
      .selectFrom('devConfig')
      .select('configValue')
      .where('configKey', '=', 'SNOWY_SYS_DEFAULT_PASSWORD')
      .executeTakeFirstOrThrow()
    expect(pwd.configValue).not.toMatch(/^(123456|admin|password)/i)
    await t.login('newbie', pwd.configValue)
    const detail = await a.get('/api/sys/user/detail', { id: add.data })
    expect(detail.data).toMatchObject({
      orgName: '信息中心',
      directorName: '胡超',
      positionJson: [{ orgId: 'org-office' }],
    })
    const page = await a.get('/api/sys/user/page', { phone: '137000', userStatus: 'ENABLE' })
    expect(page.data.records.map((r: { account: string }) => r.account)).toEqual(['newbie'])
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|argon2/)
    expect((await a.get('/api/sys/user/page', { orgId: 'org-it', size: 100 })).data.total).toBe(5)
    const edit = await a.post('/api/sys/user/edit', {
      ...detail.data,
      id: add.data,
      name: '新同事甲',
      userStatus: 'ENABLE',
    })
    expect(edit.code, edit.msg).toBe(200)
    expect((await a.post('/api/sys/user/updateStatus', { id: add.data, userStatus: 'DISABLE' })).code).toBe(
      200,
    )
    expect((await a.get('/api/sys/user/page', { account: 'newbie', userStatus: 'DISABLE' })).data.total).toBe(
      1,
    )
    expect((await a.post('/api/sys/user/delete', [{ id: add.data }])).code).toBe(200)
    expect((await a.get('/api/sys/user/detail', { id: add.data })).code).toBe(404)
  })

  it('refuses duplicates, unknown organisations and deleting yourself, writing nothing', async () => {
    const before = await dataCounts(t.app)
    expect((await a.post('/api/sys/user/add', { account: 'zhangwei', name: 'x', orgId: 'org-it' })).msg).toBe(
      '账号“zhangwei”已存在',
    )
    expect(
      (await a.post('/api/sys/user/add', { account: 'p1', name: 'x', orgId: 'org-it', phone: '13810001001' }))
        .msg,
    ).toBe('手机号 13810001001 已被其他用户使用')
    expect((await a.post('/api/sys/user/add', { account: 'p2', name: 'x', orgId: 'nowhere' })).msg).toBe(
      '组织不存在或已被删除',
    )
    expect((await a.post('/api/sys/user/delete', [{ id: 'user-super-admin' }])).msg).toBe('不能删除自己')
    expect(
      (await a.post('/api/sys/user/updateStatus', { id: 'user-super-admin', userStatus: 'DISABLE' })).msg,
    ).toBe('不能停用自己')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('resets a password to a random one meeting the policy, shown once, ending the user’s sessions', async () => {
    const id = 'user-emp-02'
    const old = await t.app.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const res = await a.post('/api/sys/user/resetPassword', { id })
    expect(res.code).toBe(200)
    expect(res.data.password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{12,}$/)
    expect(res.data.mailed).toBe(false)
    const now = await t.app.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(now.passwordHash).not.toBe(old.passwordHash)
    await t.login('wangfang', res.data.password)
  })

  it('grants roles, resources and permissions, and reads them back', async () => {
    const role = (
      await a.post('/api/sys/role/add', { name: '访客管理员', code: 'visitorAdmin', category: 'GLOBAL' })
    ).data
    expect((await a.post('/api/sys/user/grantRole', { id: 'user-emp-03', roleIdList: [role] })).code).toBe(
      200,
    )
    expect((await a.get('/api/sys/user/ownRole', { id: 'user-emp-03' })).data).toEqual([role])
    expect(
      (await a.post('/api/sys/user/grantResource', { id: 'user-emp-03', resourceIdList: ['menu-sys-org'] }))
        .code,
    ).toBe(200)
    expect((await a.get('/api/sys/user/ownResource', { id: 'user-emp-03' })).data).toEqual(['menu-sys-org'])
    const perm = [{ code: 'sysOrg', scope: { scope: 'ORG', orgIds: [] } }]
    expect(
      (await a.post('/api/sys/user/grantPermission', { id: 'user-emp-03', permissionList: perm })).code,
    ).toBe(200)
    expect((await a.get('/api/sys/user/ownPermission', { id: 'user-emp-03' })).data).toEqual(perm)
    const unknown = await a.post('/api/sys/user/grantRole', { id: 'user-emp-03', roleIdList: ['nope'] })
    expect(unknown.msg).toBe('角色不存在或已被删除')
  })

  it('offers people to the person selector, 20 a page', async () => {
    const res = await a.get('/api/sys/user/personSelector', { name: '张' })
    expect(res.data.total).toBeGreaterThan(0)
    expect(res.data.personNameVos[0]).toEqual({
      value: 'user-emp-01',
      label: '张伟',
      name: '张伟',
      deptId: 'org-office',
      departmentName: '综合管理部',
      jobNum: 'E1001',
    })
    expect((await a.get('/api/sys/user/personSelector')).data.personNameVos).toHaveLength(20)
  })

  it('serves the import template and reports every row error, importing nothing', async () => {
    const tpl = await a.raw('/api/sys/user/downloadImportTemplate')
    expect(tpl.statusCode).toBe(200)
    expect(tpl.rawPayload.readUInt32BE(0)).toBe(0x504b0304)
    const before = await dataCounts(t.app)
    const file = await xlsx(HEADER, [
      ['ok1', '好人', '男', '13600000001', '', '', '信息中心', '专员', '2024-01-02', '正常'],
      ['zhangwei', '重复', '', '', '', '', '信息中心', '', '', ''],
      ['ok2', '', '', '123', 'bad', '', '不存在部', '', '', '离职'],
      ['ok1', '再来', '', '', '', '', '信息中心', '', '', ''],
    ])
    const res = await a.post('/api/sys/user/import', { fileBase64: file })
    expect(res.code).toBe(400)
    expect(res.msg).toMatch(/未导入任何数据/)
    const errors = (res.data as { errors: Array<{ row: number; field: string; message: string }> }).errors
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'account', message: '账号“zhangwei”已存在' },
        { row: 4, field: 'name', message: '姓名不能为空' },
        { row: 4, field: 'phone', message: '手机号格式不正确' },
        { row: 4, field: 'email', message: '邮箱格式不正确' },
        { row: 4, field: 'orgName', message: '组织“不存在部”不存在' },
        { row: 4, field: 'userStatus', message: '状态只能是“正常”或“停用”' },
        { row: 5, field: 'account', message: '账号与第 2 行重复' },
      ]),
    )
    expect(await dataCounts(t.app)).toEqual(before)
    const notXlsx = await a.post('/api/sys/user/import', {
      fileBase64: Buffer.from('hello').toString('base64'),
    })
    expect(notXlsx.msg).toBe('文件不是有效的 Excel（.xlsx）文件')
    const badHeader = await a.post('/api/sys/user/import', { fileBase64: await xlsx(['名字'], [['x']]) })
    expect(badHeader.msg).toBe('表头不正确，请下载最新模板：缺少“账号”列')
  })

  it('imports 1,000 rows in one go and exports 10,000 users streamed', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `imp${i}`,
      `导入${i}`,
      i % 2 ? '男' : '女',
      `135${String(i).padStart(8, '0')}`,
      `imp${i}@example.com`,
      `I${i}`,
      '生产运营部',
      '专员',
      '2025-03-01',
      '正常',
    ])
    const file = await xlsx(HEADER, rows)
    let t0 = performance.now()
    const res = await a.post('/api/sys/user/import', { fileBase64: file })
    const importMs = performance.now() - t0
    expect(res.code, res.msg).toBe(200)
    expect(res.data).toEqual({ total: 1000, imported: 1000 })
    // Each imported user has a hash (and salt) of its own.
    const imported = await t.app.db
      .selectFrom('sysUser')
      .select(['passwordHash', 'passwordMustChange'])
      .where('account', 'like', 'imp%')
      .execute()
    expect(imported).toHaveLength(1000)
    // An administrator chose it: each must change it at the first login.
    expect(imported.every((r) => r.passwordMustChange === 1)).toBe(true)
    expect(new Set(imported.map((r) => r.passwordHash.split('$')[4])).size).toBe(1000)

    // Fill up to 10,000 users directly, then export them all.
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('sysUser')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const hash = await hashPassword('Bulk#2026x')
    const missing = 10_000 - (await count())
    const batch = Array.from({ length: missing }, (_, i) => ({
      id: newId(),
      account: `bulk${i}`,
      passwordHash: hash,
      name: `批量${i}`,
      phone: `134${String(i).padStart(8, '0')}`,
      orgId: 'org-logistics',
      userStatus: 'ENABLE',
      sortCode: 0,
      createdAt: nowIso(),
    }))
    for (let i = 0; i < batch.length; i += 500)
      await t.app.db
        .insertInto('sysUser')
        .values(batch.slice(i, i + 500))
        .execute()
    expect(await count()).toBe(10_000)
    t0 = performance.now()
    const exp = await a.raw('/api/sys/user/export')
    const exportMs = performance.now() - t0
    expect(exp.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]!.rowCount).toBe(10_001)
    console.log(
      `[${engine.name}] import 1,000 rows: ${importMs.toFixed(0)} ms; export 10,000 users: ${exportMs.toFixed(0)} ms (${(exp.rawPayload.length / 1024).toFixed(0)} KiB)`,
    )
    const filtered = await a.raw('/api/sys/user/export', { orgId: 'org-production' })
    const wb2 = new ExcelJS.Workbook()
    await wb2.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer)
    expect(wb2.worksheets[0]!.rowCount).toBe(1 + 4 + 1000)
  }, 180_000)
})
