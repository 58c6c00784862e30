import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permCode } from '../../core/route.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../test/harness.js'

type Api = ReturnType<typeof api>

/** Ids of resources by code under the user page (menu, buttons, fields). */
async function resourceIds(t: TestApp, codes: string[]) {
  const rows = await t.app.db
    .selectFrom('sysResource')
    .select(['id', 'code', 'category', 'parentId'])
    .where('code', 'in', codes)
    .execute()
  // Field codes repeat across menus: take those under the user page.
  return rows.filter((r) => r.category !== 'FIELD' || r.parentId === 'menu-sys-user').map((r) => r.id)
}

async function sheetRows(payload: Buffer) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(payload as unknown as ArrayBuffer)
  const ws = wb.worksheets[0]!
  const rows: string[][] = []
  ws.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))))
  })
  return rows
}

describe.each(engines)('department-restricted administrator on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let dept: Api
  let deptId: string
  let teamId: string
  let roleId: string
  let deptAdminId: string
  let colleagueId: string
  const outsider = 'user-emp-04' // 生产运营部

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    // The super admin builds an organisation: a department with a team below it.
    deptId = (
      await admin.post('/api/sys/org/add', { parentId: 'org-root', name: '质量管理部', category: 'DEPT' })
    ).data
    teamId = (await admin.post('/api/sys/org/add', { parentId: deptId, name: '质检组', category: 'DEPT' }))
      .data
    const add = (account: string, orgId: string, extra: object = {}) =>
      admin.post('/api/sys/user/add', { account, name: `质量${account}`, orgId, ...extra }).then((r) => {
        expect(r.code, r.msg).toBe(200)
        return r.data as string
      })
    deptAdminId = await add('qadmin', deptId, {
      phone: '13900000001',
      email: 'qadmin@example.com',
      empNo: 'Q1',
    })
    colleagueId = await add('qstaff', deptId, {
      phone: '13900000002',
      email: 'qstaff@example.com',
      empNo: 'Q2',
    })
    await add('qteam', teamId, { phone: '13900000003', empNo: 'Q3' })

    // A role that may only see and edit users of that department, with some buttons and one field.
    const role = await admin.post('/api/sys/role/add', {
      name: '质量部用户管理员',
      code: 'qaUserAdmin',
      category: 'ORG',
      orgId: deptId,
    })
    expect(role.code, role.msg).toBe(200)
    roleId = role.data
    const grant = await admin.post('/api/sys/role/grantResource', {
      id: roleId,
      resourceIdList: await resourceIds(t, [
        'sysUser',
        'sysUserEdit',
        'sysUserExport',
        'sysUserGrantRole',
        'email',
      ]),
    })
    expect(grant.code, grant.msg).toBe(200)
    const scope = { scope: 'DEFINE', orgIds: [deptId] }
    const perm = await admin.post('/api/sys/role/grantPermission', {
      id: roleId,
      permissionList: ['sysUser', 'sysUserEdit', 'sysUserExport', 'sysUserGrantRole'].map((code) => ({
        code,
        scope,
      })),
    })
    expect(perm.code, perm.msg).toBe(200)
    expect(
      (await admin.post('/api/sys/user/grantRole', { id: deptAdminId, roleIdList: [roleId] })).code,
    ).toBe(200)
    const reset = await admin.post('/api/sys/user/resetPassword', { id: deptAdminId })
    expect(reset.code).toBe(200)
    dept = api(t, await t.login('qadmin', reset.data.password))
    // A password an administrator set is replaced at the first login, before anything else.
    const changed = await dept.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt(reset.data.password),
      newPassword: t.encrypt('Quality#Own2026'),
    })
    expect(changed.code, changed.msg).toBe(200)
  })
  afterAll(() => t?.close())

  it('sees exactly the granted menu and buttons', async () => {
    const menu = await dept.get('/api/sys/userCenter/loginMenu')
    const paths: string[] = []
    const walk = (items: Array<{ path: string; meta: { type: string }; children?: unknown[] }>) => {
      for (const m of items) {
        if (m.meta.type === 'menu') paths.push(m.path)
        walk((m.children ?? []) as typeof items)
      }
    }
    walk(menu.data)
    expect(paths).toEqual(['/sys/user'])
    const me = await dept.get('/api/auth/b/getLoginUser')
    expect(me.data.buttonCodeList).toEqual(['sysUserEdit', 'sysUserExport', 'sysUserGrantRole'])
  })

  it('tells the web which fields it is not granted; the super admin has none hidden', async () => {
    const me = await dept.get('/api/auth/b/getLoginUser')
    // Granted e-mail only; the user menu's other FIELD resources are hidden. Menus the user does not
    // hold are not listed.
    expect(me.data.hiddenFieldCodes).toEqual({ sysUser: ['empNo', 'phone'] })
    expect((await admin.get('/api/auth/b/getLoginUser')).data.hiddenFieldCodes).toEqual({})
    // A user with no grants holds no menu, so nothing is listed.
    await t.createUser('qnobody', 'Nobody#2026')
    const nobody = api(t, await t.login('qnobody', 'Nobody#2026'))
    expect((await nobody.get('/api/auth/b/getLoginUser')).data.hiddenFieldCodes).toEqual({})
  })

  it('lists only people of the department, without the fields not granted', async () => {
    const page = await dept.get('/api/sys/user/page', { size: 100 })
    expect(page.code).toBe(200)
    const accounts = page.data.records.map((r: { account: string }) => r.account).sort()
    expect(accounts).toEqual(['qadmin', 'qstaff'])
    for (const r of page.data.records) {
      expect(r).not.toHaveProperty('phone')
      expect(r).not.toHaveProperty('empNo')
      expect(r).toHaveProperty('email')
    }
    const detail = await dept.get('/api/sys/user/detail', { id: colleagueId })
    expect(detail.data).toMatchObject({ account: 'qstaff', email: 'qstaff@example.com' })
    expect(detail.data).not.toHaveProperty('phone')
    expect(JSON.stringify(detail)).not.toContain('13900000002')
    // The super admin sees every field.
    expect((await admin.get('/api/sys/user/detail', { id: colleagueId })).data.phone).toBe('13900000002')
  })

  it('refuses detail, edit and export of people outside the department, also by direct call', async () => {
    const before = await dataCounts(t.app)
    for (const res of [
      await dept.get('/api/sys/user/detail', { id: outsider }),
      await dept.get('/api/sys/user/page', { orgId: 'org-production' }),
      await dept.post('/api/sys/user/edit', {
        id: outsider,
        account: 'liuyang',
        name: '改名',
        orgId: 'org-production',
      }),
      await dept.post('/api/sys/user/edit', {
        id: colleagueId,
        account: 'qstaff',
        name: '调走',
        orgId: 'org-production',
      }),
      await dept.post('/api/sys/user/grantRole', { id: outsider, roleIdList: [roleId] }),
    ]) {
      expect(res.status).toBe(403)
      expect(res).toMatchObject({ code: 403, data: null })
      expect(res.msg).toMatch(/权限范围/)
    }
    const exp = await dept.raw('/api/sys/user/export', { orgId: 'org-production' })
    expect(exp.statusCode).toBe(403)
    expect(exp.json()).toMatchObject({ code: 403 })
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('gets names by id only of what its scope reaches: people, organisations, positions, roles, avatars', async () => {
    const names = async (what: string, idList: string[]) =>
      (
        (await dept.post(`/api/sys/userCenter/get${what}ListByIdList`, { idList })).data as Array<{
          id: string
        }>
      )
        .map((r) => r.id)
        .sort()
    expect(await names('User', [colleagueId, outsider])).toEqual([colleagueId])
    expect(await names('Org', [deptId, 'org-production'])).toEqual([deptId])
    const posId = (
      await admin.post('/api/sys/position/add', { orgId: deptId, name: '质检员', category: 'BASE' })
    ).data as string
    expect(await names('Position', [posId, 'pos-admin'])).toEqual([posId])
    expect(await names('Role', [roleId, 'role-super-admin'])).toEqual([roleId])
    expect((await dept.post('/api/sys/userCenter/getAvatarById', { id: colleagueId })).code).toBe(200)
    expect(await dept.post('/api/sys/userCenter/getAvatarById', { id: outsider })).toMatchObject({
      status: 403,
      msg: '该数据不在您的数据权限范围内',
    })
    // The super admin sees every one.
    const all = await admin.post('/api/sys/userCenter/getUserListByIdList', {
      idList: [colleagueId, outsider],
    })
    expect(all.data).toHaveLength(2)
  })

  it('edits people of the department', async () => {
    const res = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      email: 'qstaff@example.com',
    })
    expect(res.code, res.msg).toBe(200)
    const u = await t.app.db
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', colleagueId)
      .executeTakeFirstOrThrow()
    expect(u.name).toBe('质量员工')
    // The phone field is hidden from this editor: the edit keeps it, even when sent.
    expect(u.phone).toBe('13900000002')
    const sneaky = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      phone: '13900000099',
    })
    expect(sneaky.code).toBe(200)
    const after = await t.app.db
      .selectFrom('sysUser')
      .select(['phone', 'email'])
      .where('id', '=', colleagueId)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ phone: '13900000002', email: 'qstaff@example.com' })
  })

  it('edits its own staff holding a company-wide position, and gives such titles; references kept are not judged', async () => {
    // 专员 is defined at the company (the root above the department): a title, not a data scope.
    expect(
      (
        await admin.post('/api/sys/user/edit', {
          id: colleagueId,
          account: 'qstaff',
          name: '质量员工',
          orgId: deptId,
          positionId: 'pos-staff',
          email: 'qstaff@example.com',
        })
      ).code,
    ).toBe(200)
    const kept = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量专员',
      orgId: deptId,
      positionId: 'pos-staff',
      email: 'qstaff@example.com',
    })
    expect(kept.code, kept.msg).toBe(200)
    // The administrator may also give a company-wide title, and picks it from its selector.
    const offered = await dept.get('/api/sys/position/positionSelector', { size: 100 })
    expect(offered.data.records.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['pos-gm', 'pos-manager', 'pos-staff']),
    )
    expect(offered.data.records.map((p: { id: string }) => p.id)).not.toContain('pos-admin')
    const given = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量专员',
      orgId: deptId,
      positionId: 'pos-manager',
      email: 'qstaff@example.com',
    })
    expect(given.code, given.msg).toBe(200)
    // A director or concurrent post the super admin set outside the scope stays through the edit.
    const outsiderPost = [{ orgId: 'org-production', positionId: 'pos-staff' }]
    expect(
      (
        await admin.post('/api/sys/user/edit', {
          id: colleagueId,
          account: 'qstaff',
          name: '质量专员',
          orgId: deptId,
          positionId: 'pos-manager',
          directorId: outsider,
          positionJson: outsiderPost,
          email: 'qstaff@example.com',
        })
      ).code,
    ).toBe(200)
    const again = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      positionId: 'pos-manager',
      directorId: outsider,
      positionJson: outsiderPost,
      email: 'qstaff@example.com',
    })
    expect(again.code, again.msg).toBe(200)
    // A position of a sibling department (not above the scope) is still refused, and nothing changes.
    const before = await dataCounts(t.app)
    const sideways = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      positionId: 'pos-admin',
      email: 'qstaff@example.com',
    })
    expect(sideways).toMatchObject({ status: 403, msg: '所选组织不在您的数据权限范围内' })
    const movedAway = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: 'org-production',
      positionId: 'pos-manager',
      email: 'qstaff@example.com',
    })
    expect(movedAway).toMatchObject({ status: 403 })
    expect(await dataCounts(t.app)).toEqual(before)
    await admin.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      positionJson: [],
      email: 'qstaff@example.com',
    })
    await t.app.db
      .updateTable('sysUser')
      .set({ positionId: null, directorId: null })
      .where('id', '=', colleagueId)
      .execute()
  })

  it('exports only the department, without the hidden columns', async () => {
    const res = await dept.raw('/api/sys/user/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const rows = await sheetRows(res.rawPayload)
    expect(rows[0]).not.toContain('手机号')
    expect(rows[0]).not.toContain('工号')
    expect(rows[0]).toContain('邮箱')
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['qadmin', 'qstaff'])
    expect(res.body).not.toContain('13900000002')
  })

  it('may neither filter, sort, search nor export by a field it is not granted', async () => {
    const before = await dataCounts(t.app)
    // Otherwise the match count would tell the phone numbers digit by digit.
    const byPhone = await dept.get('/api/sys/user/page', { phone: '1390000000' })
    expect(byPhone).toMatchObject({ status: 403, code: 403, data: null })
    expect(byPhone.msg).toContain('phone')
    expect((await dept.get('/api/sys/user/page', { sortField: 'phone' })).status).toBe(403)
    // searchKey leaves out the fields the caller may not see; the super admin finds the phones.
    expect((await dept.get('/api/sys/user/page', { searchKey: '1390000000' })).data.total).toBe(0)
    expect(
      (await admin.get('/api/sys/user/page', { searchKey: '1390000000', orgId: deptId })).data.total,
    ).toBe(3)
    const exp = await dept.raw('/api/sys/user/export', { phone: '139' })
    expect(exp.statusCode).toBe(403)
    expect(exp.json().msg).toContain('phone')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('refuses escalation: a bigger role for self or others, super admin role, role grants', async () => {
    const big = await admin.post('/api/sys/role/add', { name: '大角色', code: 'bigRole', category: 'GLOBAL' })
    await admin.post('/api/sys/role/grantResource', {
      id: big.data,
      resourceIdList: await resourceIds(t, ['sysUser', 'sysUserDelete']),
    })
    const before = await dataCounts(t.app)
    const self = await dept.post('/api/sys/user/grantRole', {
      id: deptAdminId,
      roleIdList: [roleId, big.data],
    })
    expect(self).toMatchObject({ status: 403, code: 403 })
    expect(self.msg).toContain('不能授予自己没有的权限')
    const other = await dept.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [big.data] })
    expect(other.code).toBe(403)
    const sa = await dept.post('/api/sys/user/grantRole', {
      id: colleagueId,
      roleIdList: ['role-super-admin'],
    })
    expect(sa.code).toBe(403)
    expect(sa.msg).toContain('超级管理员')
    const more = await dept.post('/api/sys/role/grantResource', { id: roleId, resourceIdList: [] })
    expect(more.code).toBe(403)
    const editSuper = await dept.post('/api/sys/user/edit', {
      id: 'user-super-admin',
      account: 'superAdmin',
      name: 'x',
      orgId: deptId,
    })
    expect(editSuper.code).toBe(403)
    expect(await dataCounts(t.app)).toEqual(before)
    // Granting the same role to a colleague is within what the administrator holds.
    const same = await dept.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [roleId] })
    expect(same.code, same.msg).toBe(200)
    await admin.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [] })
  })

  it('grants and takes away only roles and positions within its scope (one grant rule)', async () => {
    const rolesOf = async (id: string) =>
      (
        await t.app.db
          .selectFrom('sysRelation')
          .select('targetId')
          .where('category', '=', 'USER_HAS_ROLE')
          .where('objectId', '=', id)
          .execute()
      )
        .map((r) => r.targetId)
        .sort()
    // A role of another organisation, holding nothing the administrator lacks.
    const prod = (
      await admin.post('/api/sys/role/add', {
        name: '生产部查看',
        code: 'prodViewer',
        category: 'ORG',
        orgId: 'org-production',
      })
    ).data as string
    await admin.post('/api/sys/role/grantResource', {
      id: prod,
      resourceIdList: await resourceIds(t, ['sysUser']),
    })
    await admin.post('/api/sys/role/grantPermission', {
      id: prod,
      permissionList: [{ code: 'sysUser', scope: { scope: 'DEFINE', orgIds: [deptId] } }],
    })
    const before = await dataCounts(t.app)
    const give = await dept.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [prod] })
    expect(give).toMatchObject({ status: 403, code: 403, msg: '该数据不在您的数据权限范围内' })
    expect(await dataCounts(t.app)).toEqual(before)
    // Given by the super admin, it stays when the administrator sets the roles it may pick.
    await admin.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [prod] })
    const set = await dept.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [roleId] })
    expect(set.code, set.msg).toBe(200)
    expect(await rolesOf(colleagueId)).toEqual([prod, roleId].sort())
    await admin.post('/api/sys/user/grantRole', { id: colleagueId, roleIdList: [] })
    // A position routes approvals: one of another organisation is not the administrator's to give.
    const pos = (
      await admin.post('/api/sys/position/add', {
        orgId: 'org-production',
        name: '生产调度',
        category: 'BASE',
      })
    ).data as string
    const counted = await dataCounts(t.app)
    const post = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: '质量员工',
      orgId: deptId,
      positionId: pos,
    })
    expect(post).toMatchObject({ status: 403, code: 403 })
    expect(await dataCounts(t.app)).toEqual(counted)
  })

  it('refuses every other route with the 403 envelope, writing nothing', async () => {
    const me = await dept.get('/api/auth/b/getLoginUser')
    const held = new Set<string>(['sysUser', ...me.data.buttonCodeList])
    let refused = 0
    for (const route of t.app.routeRegistry) {
      const code = permCode(route.perm)
      // Client routes answer a staff token as no session at all (401): the registry test walks them.
      if (
        route.perm === 'public' ||
        route.perm === 'login' ||
        route.perm === 'client' ||
        (code && held.has(code))
      )
        continue
      const before = await dataCounts(t.app)
      const res =
        route.method === 'GET' ? await dept.raw(route.url) : await dept.post(route.url, { id: colleagueId })
      const body = 'json' in res ? res.json() : res
      expect(body.code, route.url).toBe(403)
      expect(body.data, route.url).toBeNull()
      expect(await dataCounts(t.app), route.url).toEqual(before)
      refused++
    }
    expect(refused).toBeGreaterThan(50)
  })

  it('applies grant changes at the next request, without logging in again', async () => {
    const ids = await resourceIds(t, ['sysUser', 'sysUserExport', 'sysUserGrantRole', 'email', 'phone'])
    expect((await admin.post('/api/sys/role/grantResource', { id: roleId, resourceIdList: ids })).code).toBe(
      200,
    )
    const edit = await dept.post('/api/sys/user/edit', {
      id: colleagueId,
      account: 'qstaff',
      name: 'x',
      orgId: deptId,
    })
    expect(edit.code).toBe(403)
    const detail = await dept.get('/api/sys/user/detail', { id: colleagueId })
    expect(detail.data).toHaveProperty('phone')
    expect((await dept.get('/api/auth/b/getLoginUser')).data.buttonCodeList).toEqual([
      'sysUserExport',
      'sysUserGrantRole',
    ])
    expect((await dept.get('/api/auth/b/getLoginUser')).data.hiddenFieldCodes).toEqual({ sysUser: ['empNo'] })
  })

  it('writes the operation log for changes, without secrets', async () => {
    const logs = await t.app.db
      .selectFrom('devLog')
      .selectAll()
      .where('category', '=', 'OPERATE')
      .where('opUser', '=', 'qadmin')
      .execute()
    expect(logs.some((l) => l.reqUrl === '/api/sys/user/edit' && l.exeStatus === 'SUCCESS')).toBe(true)
    // Refusals (403) are logged as denials, not as operations.
    expect(logs.some((l) => JSON.parse(l.resultJson ?? '{}').code === 403)).toBe(false)
    const denied = await t.app.db
      .selectFrom('devLog')
      .selectAll()
      .where('category', '=', 'DENIED')
      .where('opUser', '=', 'qadmin')
      .where('reqUrl', '=', '/api/sys/user/grantRole')
      .execute()
    expect(denied.length).toBeGreaterThan(0)
    expect(JSON.parse(denied[0]!.resultJson!)).toMatchObject({ code: 403, permission: 'sysUserGrantRole' })
    const reset = await t.app.db
      .selectFrom('devLog')
      .selectAll()
      .where('reqUrl', '=', '/api/sys/user/resetPassword')
      .executeTakeFirstOrThrow()
    expect(reset.opUser).toBe('superAdmin')
    expect(reset.resultJson ?? '').not.toMatch(/password/i)
  })

  it('offers a group’s members to the person selector: enabled ones, in the caller’s scope', async () => {
    const gone = (
      await admin.post('/api/sys/user/add', { account: 'qgone', name: '质量离职', orgId: deptId })
    ).data as string
    expect((await admin.post('/api/sys/user/updateStatus', { id: gone, userStatus: 'DISABLE' })).code).toBe(
      200,
    )
    const teamUser = await t.app.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'qteam')
      .executeTakeFirstOrThrow()
    const groupId = (await admin.post('/api/sys/group/add', { name: '质量联络人' })).data as string
    const members = [colleagueId, teamUser.id, outsider, gone]
    expect((await admin.post('/api/sys/group/grantUser', { id: groupId, userIdList: members })).code).toBe(
      200,
    )

    const ids = (res: { data: { personNameVos: Array<{ value: string }>; total: number } }) =>
      res.data.personNameVos.map((p) => p.value).sort()
    const all = await admin.get('/api/sys/user/personSelector', { groupId, size: 100 })
    expect(ids(all)).toEqual([colleagueId, teamUser.id, outsider].sort())
    expect(all.data.total).toBe(3)
    // The department administrator sees only the department's member; the filter combines with name.
    expect(ids(await dept.get('/api/sys/user/personSelector', { groupId }))).toEqual([colleagueId])
    expect(ids(await admin.get('/api/sys/user/personSelector', { groupId, name: '质量' }))).toEqual(
      [colleagueId, teamUser.id].sort(),
    )
    // Paged like the rest of the selector.
    const first = await admin.get('/api/sys/user/personSelector', { groupId, size: 2 })
    const second = await admin.get('/api/sys/user/personSelector', { groupId, size: 2, current: 2 })
    expect([...ids(first), ...ids(second)].sort()).toEqual(ids(all))
    // A group nobody belongs to (or that does not exist) offers nobody.
    expect((await admin.get('/api/sys/user/personSelector', { groupId: 'no-such-group' })).data.total).toBe(0)
    const bad = await admin.get('/api/sys/user/personSelector', { groupId: '' })
    expect(bad.code).toBe(400)
    expect(bad.msg).toMatch(/groupId/)
  })

  it('imports no column of a field it is not granted, and offers none in the template', async () => {
    const ids = await resourceIds(t, ['sysUser', 'sysUserImport', 'email', 'phone'])
    expect((await admin.post('/api/sys/role/grantResource', { id: roleId, resourceIdList: ids })).code).toBe(
      200,
    )
    const perm = await admin.post('/api/sys/role/grantPermission', {
      id: roleId,
      permissionList: ['sysUser', 'sysUserImport'].map((code) => ({
        code,
        scope: { scope: 'DEFINE', orgIds: [deptId] },
      })),
    })
    expect(perm.code, perm.msg).toBe(200)
    const template = await sheetRows((await dept.raw('/api/sys/user/downloadImportTemplate')).rawPayload)
    expect(template[0]).toContain('手机号')
    expect(template[0]).not.toContain('工号')
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('users')
    ws.addRow(['账号', '姓名', '工号', '组织'])
    ws.addRow(['qimport', '质量导入', 'Q9', '质量管理部'])
    const fileBase64 = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64')
    const before = await dataCounts(t.app)
    const res = await dept.post('/api/sys/user/import', { fileBase64 })
    expect(res).toMatchObject({ status: 403, code: 403 })
    expect(res.msg).toContain('工号')
    expect(await dataCounts(t.app)).toEqual(before)
    // Positions follow the user form's rule: a company-wide title may be given, a sibling's not.
    const sheet = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook()
      const s = book.addWorksheet('users')
      for (const r of [['账号', '姓名', '组织', '职位'], ...rows]) s.addRow(r)
      return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer).toString('base64')
    }
    const sideways = await dept.post('/api/sys/user/import', {
      fileBase64: await sheet([['qimport', '质量导入', '质量管理部', '系统管理员']]),
    })
    expect(sideways.code).toBe(400)
    expect(JSON.stringify(sideways.data)).toContain('所选组织不在您的数据权限范围内')
    expect(await dataCounts(t.app)).toEqual(before)
    const titled = await dept.post('/api/sys/user/import', {
      fileBase64: await sheet([['qimport', '质量导入', '质量管理部', '专员']]),
    })
    expect(titled.code, JSON.stringify(titled)).toBe(200)
    const imported = await t.app.db
      .selectFrom('sysUser')
      .select('positionId')
      .where('account', '=', 'qimport')
      .executeTakeFirstOrThrow()
    expect(imported.positionId).toBe('pos-staff')
  })

  it('lets the person selector find people by the fields the caller may see only', async () => {
    // A user who holds organisations with scope ALL, and no user page: every user field is hidden.
    const role = (
      await admin.post('/api/sys/role/add', { name: '组织查看', code: 'orgViewer', category: 'GLOBAL' })
    ).data as string
    await admin.post('/api/sys/role/grantResource', {
      id: role,
      resourceIdList: await resourceIds(t, ['sysOrg']),
    })
    await admin.post('/api/sys/role/grantPermission', {
      id: role,
      permissionList: [{ code: 'sysOrg', scope: { scope: 'ALL' } }],
    })
    const viewerId = await t.createUser('qviewer', 'Viewer#2026')
    await admin.post('/api/sys/user/grantRole', { id: viewerId, roleIdList: [role] })
    const viewer = api(t, await t.login('qviewer', 'Viewer#2026'))
    expect((await admin.get('/api/sys/user/personSelector', { name: '13810001001' })).data.total).toBe(1)
    expect((await viewer.get('/api/sys/user/personSelector', { name: '13810001001' })).data.total).toBe(0)
    const byName = await viewer.get('/api/sys/user/personSelector', { name: '张伟' })
    expect(byName.data.total).toBe(1)
    expect(byName.data.personNameVos[0]).not.toHaveProperty('jobNum')
  })

  it('lets only the super admin change the super admin’s roles, from the role side too', async () => {
    const granter = (
      await admin.post('/api/sys/role/add', { name: '角色分配员', code: 'roleGranter', category: 'GLOBAL' })
    ).data as string
    await admin.post('/api/sys/role/grantResource', {
      id: granter,
      resourceIdList: await resourceIds(t, ['sysRole', 'sysRoleGrantUser']),
    })
    await admin.post('/api/sys/role/grantPermission', {
      id: granter,
      permissionList: ['sysRole', 'sysRoleGrantUser'].map((code) => ({ code, scope: { scope: 'ALL' } })),
    })
    const granterId = await t.createUser('qgranter', 'Granter#2026')
    await admin.post('/api/sys/user/grantRole', { id: granterId, roleIdList: [granter] })
    const g = api(t, await t.login('qgranter', 'Granter#2026'))
    const before = await dataCounts(t.app)
    const res = await g.post('/api/sys/role/grantUser', {
      id: granter,
      userIdList: [granterId, 'user-super-admin'],
    })
    expect(res).toMatchObject({ status: 403, code: 403 })
    expect(res.msg).toContain('超级管理员')
    expect(await dataCounts(t.app)).toEqual(before)
    // Its own people it may still set.
    const colleague = await t.createUser('qgranted', 'Granted#2026')
    const ok = await g.post('/api/sys/role/grantUser', { id: granter, userIdList: [granterId, colleague] })
    expect(ok.code, ok.msg).toBe(200)
  })
})
