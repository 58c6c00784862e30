import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../test/harness.js'

describe.each(engines)('dictionaries, configuration and logs on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('serves the dictionary tree publicly and manages types and items', async () => {
    const tree = await t.app.inject({ method: 'GET', url: '/api/dev/dict/tree' })
    const gender = tree.json().data.find((d: { dictValue: string }) => d.dictValue === 'GENDER')
    expect(gender.children.map((c: { dictLabel: string }) => c.name)).toEqual(['男', '女', '未知'])
    const type = (
      await a.post('/api/dev/dict/add', {
        parentId: '0',
        category: 'BIZ',
        dictLabel: '车辆类型',
        dictValue: 'CAR_TYPE',
      })
    ).data
    const item = await a.post('/api/dev/dict/add', {
      parentId: type,
      category: 'BIZ',
      dictLabel: '货车',
      dictValue: 'TRUCK',
      color: 'blue',
    })
    expect(item.code).toBe(200)
    expect((await a.get('/api/dev/dict/page', { parentId: type })).data.records[0]).toMatchObject({
      dictLabel: '货车',
    })
    expect((await a.get('/api/dev/dict/list', { category: 'BIZ' })).data).toHaveLength(2)
    expect(
      (
        await a.post('/api/dev/dict/edit', {
          id: item.data,
          parentId: type,
          category: 'BIZ',
          dictLabel: '重型货车',
          dictValue: 'TRUCK',
        })
      ).code,
    ).toBe(200)
    expect((await a.get('/api/dev/dict/detail', { id: item.data })).data.dictLabel).toBe('重型货车')
    const before = await dataCounts(t.app)
    expect(
      (
        await a.post('/api/dev/dict/add', {
          parentId: type,
          category: 'BIZ',
          dictLabel: 'x',
          dictValue: 'TRUCK',
        })
      ).msg,
    ).toBe('同一字典下已存在值“TRUCK”')
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await a.post('/api/dev/dict/delete', [{ id: type }])).code).toBe(200)
    expect((await a.get('/api/dev/dict/list', { category: 'BIZ' })).data).toHaveLength(0)
  })

  it('labels dictionaries in English too: seeded, in the tree, added and edited, length checked', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/api/dev/dict/tree' })).json().data
    const status = tree.find((d: { dictValue: string }) => d.dictValue === 'COMMON_STATUS')
    expect(status.dictLabelEn).toBe('Common status')
    expect(
      status.children.map((c: { dictLabel: string; dictLabelEn: string }) => [c.dictLabel, c.dictLabelEn]),
    ).toEqual([
      ['正常', 'Enabled'],
      ['停用', 'Disabled'],
    ])
    // Every seeded entry has its English label.
    const flat = (nodes: Array<{ dictLabelEn: string | null; children?: unknown[] }>): unknown[] =>
      nodes.flatMap((n) => [n.dictLabelEn, ...flat((n.children ?? []) as typeof nodes)])
    expect(flat(tree).every((label) => typeof label === 'string' && label.length > 0)).toBe(true)

    const type = (
      await a.post('/api/dev/dict/add', {
        parentId: '0',
        category: 'BIZ',
        dictLabel: '颜色',
        dictValue: 'HUE',
      })
    ).data
    const red = (
      await a.post('/api/dev/dict/add', {
        parentId: type,
        category: 'BIZ',
        dictLabel: '红色',
        dictLabelEn: 'Red',
        dictValue: 'RED',
      })
    ).data
    expect((await a.get('/api/dev/dict/detail', { id: red })).data).toMatchObject({
      dictLabel: '红色',
      dictLabelEn: 'Red',
    })
    // Found by its English label; the type without one has null.
    expect((await a.get('/api/dev/dict/page', { parentId: type, searchKey: 'red' })).data.total).toBe(1)
    expect((await a.get('/api/dev/dict/detail', { id: type })).data.dictLabelEn).toBeNull()

    const before = await dataCounts(t.app)
    const tooLong = await a.post('/api/dev/dict/edit', {
      id: red,
      parentId: type,
      category: 'BIZ',
      dictLabel: '红色',
      dictLabelEn: 'x'.repeat(129),
      dictValue: 'RED',
    })
    expect(tooLong.code).toBe(400)
    expect(tooLong.msg).toContain('dictLabelEn')
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await a.get('/api/dev/dict/detail', { id: red })).data.dictLabelEn).toBe('Red')

    // An empty English label clears it.
    await a.post('/api/dev/dict/edit', {
      id: red,
      parentId: type,
      category: 'BIZ',
      dictLabel: '红色',
      dictLabelEn: '',
      dictValue: 'RED',
    })
    expect((await a.get('/api/dev/dict/detail', { id: red })).data.dictLabelEn).toBeNull()
    await a.post('/api/dev/dict/delete', [{ id: type }])
  })

  it('manages configuration but never lists, reads or changes the SECRET rows', async () => {
    const page = await a.get('/api/dev/config/page', { size: 100 })
    const text = JSON.stringify(page)
    expect(text).not.toContain('SNOWY_SYS_SM2_PRIVATE_KEY')
    expect(text).not.toContain(t.app.sm2.privateKey)
    expect(JSON.stringify(await a.get('/api/dev/config/list'))).not.toContain(t.app.sm2.privateKey)
    const secret = await t.app.db
      .selectFrom('devConfig')
      .select('id')
      .where('configKey', '=', 'SNOWY_SYS_SM2_PRIVATE_KEY')
      .executeTakeFirstOrThrow()
    const before = await dataCounts(t.app)
    expect((await a.get('/api/dev/config/detail', { id: secret.id })).code).toBe(403)
    expect(
      (
        await a.post('/api/dev/config/edit', {
          id: secret.id,
          configKey: 'SNOWY_SYS_SM2_PRIVATE_KEY',
          configValue: 'x',
          category: 'SECRET',
        })
      ).msg,
    ).toBe('配置项“SNOWY_SYS_SM2_PRIVATE_KEY”受保护，不能通过此接口读取或修改')
    expect(
      (
        await a.post('/api/dev/config/editBatch', [
          { configKey: 'SNOWY_SYS_SM2_PRIVATE_KEY', configValue: 'x' },
        ])
      ).code,
    ).toBe(403)
    expect((await a.post('/api/dev/config/delete', [{ id: secret.id }])).code).toBe(403)
    expect(
      (
        await a.post('/api/dev/config/add', {
          configKey: 'SNOWY_SYS_NAME',
          configValue: 'x',
          category: 'SYS_BASE',
        })
      ).msg,
    ).toBe('配置键“SNOWY_SYS_NAME”已存在')
    expect(await dataCounts(t.app)).toEqual(before)
    const id = (
      await a.post('/api/dev/config/add', { configKey: 'MY_KEY', configValue: '1', category: 'OTHER' })
    ).data
    expect(
      (await a.post('/api/dev/config/edit', { id, configKey: 'MY_KEY', configValue: '2', category: 'OTHER' }))
        .code,
    ).toBe(200)
    expect(
      (await a.post('/api/dev/config/editBatch', [{ configKey: 'SNOWY_SYS_NAME', configValue: '新名称' }]))
        .code,
    ).toBe(200)
    const base = await t.app.inject({ method: 'GET', url: '/api/dev/config/sysBaseList' })
    expect(base.json().data).toEqual(
      expect.arrayContaining([{ configKey: 'SNOWY_SYS_NAME', configValue: '新名称' }]),
    )
    expect((await a.get('/api/dev/config/detail', { id })).data.configValue).toBe('2')
    expect((await a.post('/api/dev/config/delete', [{ id }])).code).toBe(200)
  })

  it('file storage and third-party login: seeded, validated, secrets write-only', async () => {
    const stored = async (key: string) =>
      (
        await t.app.db
          .selectFrom('devConfig')
          .select('configValue')
          .where('configKey', '=', key)
          .executeTakeFirstOrThrow()
      ).configValue
    const file = (await a.get('/api/dev/config/list', { category: 'FILE' })).data
    expect(file.map((r: { configKey: string }) => r.configKey)).toEqual([
      'SNOWY_FILE_LOCAL_FOLDER',
      'SNOWY_FILE_S3_PRESET',
      'SNOWY_FILE_S3_ENDPOINT',
      'SNOWY_FILE_S3_REGION',
      'SNOWY_FILE_S3_BUCKET',
      'SNOWY_FILE_S3_ACCESS_KEY',
      'SNOWY_FILE_S3_SECRET_KEY',
      'SNOWY_FILE_S3_PATH_STYLE',
      'SNOWY_FILE_S3_PUBLIC_URL',
      'SNOWY_FILE_MAX_SIZE_MB',
    ])
    expect(file[0]).toMatchObject({ configValue: 'files', secret: false, valueSet: true })
    expect(file[6]).toMatchObject({ configValue: '', secret: true, valueSet: false })
    // The password policy is about passwords but holds none: it is read and written in clear.
    const policy = (await a.get('/api/dev/config/list', { category: 'PASSWORD_POLICY' })).data
    expect(
      policy.find((r: { configKey: string }) => r.configKey === 'SNOWY_PASSWORD_MIN_LENGTH'),
    ).toMatchObject({
      configValue: '8',
      secret: false,
    })
    // Third-party logins are providers of their own (auth/third), not configuration keys.
    expect((await a.get('/api/dev/config/list', { category: 'THIRD' })).data).toEqual([])

    // Switching to S3 needs the S3 settings, the secret included.
    const en = api(t, await t.login(), 'en')
    const before = await dataCounts(t.app)
    const toS3 = await a.post('/api/dev/config/editBatch', [
      { configKey: 'SNOWY_SYS_DEFAULT_FILE_ENGINE', configValue: 'S3' },
      { configKey: 'SNOWY_FILE_S3_ENDPOINT', configValue: 'https://minio.example.com:9000' },
      { configKey: 'SNOWY_FILE_S3_BUCKET', configValue: 'portal-files' },
      { configKey: 'SNOWY_FILE_S3_ACCESS_KEY', configValue: 'AKIDEXAMPLE' },
    ])
    expect(toS3.code).toBe(400)
    expect(toS3.msg).toBe('SNOWY_SYS_DEFAULT_FILE_ENGINE = S3 时配置项“SNOWY_FILE_S3_SECRET_KEY”不能为空')
    expect(await stored('SNOWY_FILE_S3_ENDPOINT')).toBe('')

    // Each value is checked; one bad value refuses the whole batch.
    const bad = async (key: string, value: string) =>
      a.post('/api/dev/config/editBatch', [
        { configKey: 'SNOWY_FILE_S3_REGION', configValue: 'cn-hangzhou' },
        { configKey: key, configValue: value },
      ])
    expect((await bad('SNOWY_FILE_S3_ENDPOINT', 'ftp://minio')).msg).toBe(
      '配置项“SNOWY_FILE_S3_ENDPOINT”须为以 http:// 或 https:// 开头的网址',
    )
    expect((await bad('SNOWY_FILE_S3_PUBLIC_URL', 'not a url')).code).toBe(400)
    expect((await bad('SNOWY_FILE_S3_BUCKET', 'My_Bucket')).msg).toContain('SNOWY_FILE_S3_BUCKET')
    expect((await bad('SNOWY_FILE_LOCAL_FOLDER', '../etc')).msg).toContain('SNOWY_FILE_LOCAL_FOLDER')
    expect((await bad('SNOWY_FILE_LOCAL_FOLDER', '/var/files')).code).toBe(400)
    expect((await bad('SNOWY_FILE_LOCAL_FOLDER', '')).code).toBe(400)
    expect((await bad('SNOWY_FILE_S3_PATH_STYLE', 'yes')).msg).toContain('true 或 false')
    expect((await bad('SNOWY_SYS_DEFAULT_FILE_ENGINE', 'FTP')).code).toBe(400)
    expect((await bad('SNOWY_EMAIL_SMTP_PORT', '70000')).code).toBe(400)
    expect(
      (
        await en.post('/api/dev/config/editBatch', [
          { configKey: 'SNOWY_FILE_S3_PUBLIC_URL', configValue: 'files' },
        ])
      ).msg,
    ).toBe('Configuration "SNOWY_FILE_S3_PUBLIC_URL" must be a URL starting with http:// or https://')
    expect(await stored('SNOWY_FILE_S3_REGION')).toBe('us-east-1')
    expect(await dataCounts(t.app)).toEqual(before)

    const SECRET = 'S3-secret-value-7f3a'
    expect(
      (
        await a.post('/api/dev/config/editBatch', [
          { configKey: 'SNOWY_SYS_DEFAULT_FILE_ENGINE', configValue: 'S3' },
          { configKey: 'SNOWY_FILE_S3_ENDPOINT', configValue: 'https://minio.example.com:9000' },
          { configKey: 'SNOWY_FILE_S3_BUCKET', configValue: 'portal-files' },
          { configKey: 'SNOWY_FILE_S3_ACCESS_KEY', configValue: 'AKIDEXAMPLE' },
          { configKey: 'SNOWY_FILE_S3_SECRET_KEY', configValue: SECRET },
          { configKey: 'SNOWY_FILE_LOCAL_FOLDER', configValue: 'uploads/portal' },
        ])
      ).code,
    ).toBe(200)
    expect(await stored('SNOWY_FILE_S3_SECRET_KEY')).toBe(SECRET)
    expect(await stored('SNOWY_SYS_DEFAULT_FILE_ENGINE')).toBe('S3')

    // The secret never comes back: not in page, list or detail, only that it is set.
    const secretRow = (await a.get('/api/dev/config/list', { category: 'FILE' })).data.find(
      (r: { configKey: string }) => r.configKey === 'SNOWY_FILE_S3_SECRET_KEY',
    )
    expect(secretRow).toMatchObject({ configValue: '', secret: true, valueSet: true })
    for (const body of [
      await a.get('/api/dev/config/page', { size: 100 }),
      await a.get('/api/dev/config/page', { searchKey: 'SECRET_KEY' }),
      await a.get('/api/dev/config/list'),
      await a.get('/api/dev/config/detail', { id: secretRow.id }),
    ]) {
      expect(body.code).toBe(200)
      expect(JSON.stringify(body)).not.toContain(SECRET)
    }
    expect((await a.get('/api/dev/config/detail', { id: secretRow.id })).data.valueSet).toBe(true)
    // Nor does the operation log keep it.
    const log = await a.get('/api/dev/log/op/page', { searchKey: 'editBatch', size: 100 })
    expect(log.data.total).toBeGreaterThan(0)
    for (const r of log.data.records) {
      const detail = await a.get('/api/dev/log/op/detail', { id: r.id })
      expect(detail.data.paramJson ?? '').not.toContain(SECRET)
    }

    // Saving the form again with the secret left empty keeps it; so does editing the row.
    expect(
      (
        await a.post('/api/dev/config/editBatch', [
          { configKey: 'SNOWY_FILE_S3_SECRET_KEY', configValue: '' },
          { configKey: 'SNOWY_FILE_S3_REGION', configValue: 'cn-hangzhou' },
        ])
      ).code,
    ).toBe(200)
    expect(await stored('SNOWY_FILE_S3_SECRET_KEY')).toBe(SECRET)
    expect(
      (
        await a.post('/api/dev/config/edit', {
          id: secretRow.id,
          configKey: 'SNOWY_FILE_S3_SECRET_KEY',
          configValue: '',
          category: 'FILE',
          remark: 'S3 secret',
          sortCode: 6,
        })
      ).code,
    ).toBe(200)
    expect(await stored('SNOWY_FILE_S3_SECRET_KEY')).toBe(SECRET)
    // Clearing it while the engine is S3 is refused; after switching back to LOCAL it is allowed.
    const clear = [{ configKey: 'SNOWY_FILE_S3_SECRET_KEY', configValue: '', clear: true }]
    expect((await a.post('/api/dev/config/editBatch', clear)).code).toBe(400)
    expect(
      (
        await a.post('/api/dev/config/editBatch', [
          { configKey: 'SNOWY_SYS_DEFAULT_FILE_ENGINE', configValue: 'LOCAL' },
        ])
      ).code,
    ).toBe(200)
    expect((await a.post('/api/dev/config/editBatch', clear)).code).toBe(200)
    expect(await stored('SNOWY_FILE_S3_SECRET_KEY')).toBe('')

    // The SMTP password is write-only as well.
    await a.post('/api/dev/config/editBatch', [
      { configKey: 'SNOWY_EMAIL_SMTP_PASSWORD', configValue: 'smtp-pw-1' },
    ])
    expect(JSON.stringify(await a.get('/api/dev/config/list', { category: 'EMAIL' }))).not.toContain(
      'smtp-pw-1',
    )
    expect(await stored('SNOWY_EMAIL_SMTP_PASSWORD')).toBe('smtp-pw-1')
  })

  it('logs every change with secrets stripped, and browses, counts and clears the logs', async () => {
    await a.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt('wrong-old-1'),
      newPassword: t.encrypt('NewPass#123'),
    })
    const op = await a.get('/api/dev/log/op/page', { searchKey: 'updatePassword' })
    expect(op.data.total).toBe(1)
    const detail = await a.get('/api/dev/log/op/detail', { id: op.data.records[0].id })
    expect(detail.data).toMatchObject({
      exeStatus: 'FAIL',
      exeMessage: '原密码错误',
      opUser: 'superAdmin',
      reqMethod: 'POST',
    })
    expect(detail.data.paramJson).toContain('"password":"***"')
    expect(detail.data.paramJson).toContain('"newPassword":"***"')
    const vis = await a.get('/api/dev/log/vis/page')
    expect(vis.data.records[0]).toMatchObject({ category: 'LOGIN', exeStatus: 'SUCCESS' })
    const byDay = await a.get('/api/dev/log/vis/countByDay', { days: 7 })
    expect(byDay.data[0]).toMatchObject({ date: new Date().toISOString().slice(0, 10), category: 'LOGIN' })
    const byCat = await a.get('/api/dev/log/op/countByCategory')
    expect(byCat.data.find((c: { category: string }) => c.category === 'OPERATE').count).toBeGreaterThan(5)
    expect((await a.post('/api/dev/log/vis/delete', { category: 'LOGIN' })).code).toBe(200)
    expect((await a.get('/api/dev/log/vis/page', { category: 'LOGIN' })).data.total).toBe(0)
    expect((await a.post('/api/dev/log/op/delete', { category: 'LOGIN' })).code).toBe(400)
  })
})
