import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendDue } from '../../../core/oa.js'
import { creditCode, idCard, uploadAs } from '../../../test/admission.js'
import { fakeOa } from '../../../test/fakeOa.js'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'

type Api = ReturnType<typeof api>
const SECRET = 'oa-shared-secret-for-tests'

/**
 * Contractor admission sent to an external OA (issue 10): the fake OA is a real HTTP server, and
 * so is ours (its callback and file links are called over the network).
 */
describe.each(engines)('admission through the OA on $name', (engine) => {
  let t: TestApp
  let oa: Awaited<ReturnType<typeof fakeOa>>
  let admin: Api
  let contractor: Api
  let id: string

  beforeAll(async () => {
    t = await testApp(engine)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const self = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    oa = await fakeOa(SECRET)
    admin = api(t, await t.login())
    const set = await admin.post('/api/dev/config/editBatch', [
      { configKey: 'OA_BASE_URL', configValue: oa.url },
      { configKey: 'OA_SECRET', configValue: SECRET },
      { configKey: 'OA_PUBLIC_URL', configValue: self },
    ])
    expect(set.code, set.msg).toBe(200)
    const steps = await admin.post('/api/flow/definition/save', {
      formType: 'CONTRACTOR_ADMISSION',
      name: '承包商准入（OA）',
      target: 'OA',
      nodes: [{ name: 'OA', approverKind: 'HOST_DIRECTOR' }],
    })
    expect(steps.code, steps.msg).toBe(200)
    const token = await t.clientLogin('13955550001')
    contractor = api(t, token)
    const [doc, sig] = [await uploadAs(t, token), await uploadAs(t, token)]
    const res = await contractor.post('/api/krs/vendoradmissionassignmentmain/addOaFrom', {
      submit: true,
      form: {
        companyName: '远东电气工程有限公司',
        creditCode: creditCode(77),
        legalRep: '赵立',
        address: '上海市浦东新区 1 号',
        contactName: '钱工',
        contactPhone: '13955550001',
        hostOrgId: 'org-safety',
        scope: '配电检修',
        docs: [{ docType: 'BUSINESS_LICENSE', docNo: 'BL-77', expiryDate: '2031-01-01', fileId: doc }],
        persons: [
          { name: '孙五', idCard: idCard('19880808', 5), phone: '13800005555', jobType: 'ELECTRICIAN' },
        ],
        signatureId: sig,
      },
    })
    expect(res.code, res.msg).toBe(200)
    id = res.data
  })
  afterAll(async () => {
    await oa?.close()
    await t?.close()
  })

  const outbox = () => t.app.db.selectFrom('oaOutbox').selectAll().execute()
  const due = () =>
    t.app.db.updateTable('oaOutbox').set({ nextAttemptAt: '2000-01-01T00:00:00.000Z' }).execute()
  const status = async () =>
    (await contractor.get('/api/krs/vendoradmissionassignmentmain/detailById', { id })).data.status

  it('sends the request through the outbox, retries a failure, and never doubles it', async () => {
    // The submission was sent at once, after its answer: it reached the OA.
    await expect.poll(async () => (await outbox())[0]?.status, { timeout: 15_000 }).toBe('SENT')
    expect(oa.requests()).toHaveLength(1)
    // From the start again, with the OA failing once.
    await t.app.db
      .updateTable('oaOutbox')
      .set({ status: 'PENDING', attempts: 0, oaRequestId: null })
      .execute()
    await t.app.db.deleteFrom('oaLog').execute()
    oa.failNext(1)
    await due()
    expect(await sendDue(t.app.db)).toMatchObject({ sent: 0, failed: 1 })
    const [waiting] = await outbox()
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(Date.parse(waiting!.nextAttemptAt)).toBeGreaterThan(Date.now())
    await due()
    expect(await sendDue(t.app.db)).toMatchObject({ sent: 1 })
    const [sent] = await outbox()
    expect(sent).toMatchObject({ status: 'SENT', oaRequestId: 'OA-1001' })
    // A crash before "sent" was written: sent again, the OA answers the same request.
    await t.app.db.updateTable('oaOutbox').set({ status: 'PENDING', oaRequestId: null }).execute()
    await due()
    expect(await sendDue(t.app.db)).toMatchObject({ sent: 1 })
    expect(oa.requests()).toHaveLength(1)
    expect((await outbox())[0]).toMatchObject({ status: 'SENT', oaRequestId: 'OA-1001' })
    expect(await status()).toBe('RUNNING')

    // What the OA got: the fields, and signed links to the files that it can fetch (only as signed).
    const [request] = oa.requests()
    expect(request!.body).toMatchObject({ formType: 'CONTRACTOR_ADMISSION', title: '远东电气工程有限公司' })
    expect(request!.body.files).toHaveLength(2)
    expect((await fetch(request!.body.files[0]!.url)).status).toBe(200)
    // One character of the signature changed (to another: a '0' made '0' again would still be valid).
    const forgedUrl = request!.body.files[0]!.url.replace(/sig=(\w)/, (_m: string, c: string) =>
      c === '0' ? 'sig=1' : 'sig=0',
    )
    expect((await fetch(forgedUrl)).status).toBe(403)
  })

  it('refuses forged and stale callbacks, applies a retried one once, and refuses a replay', async () => {
    const [request] = oa.requests()
    const genuine = oa.callback(request!, 'APPROVED', '同意准入')
    const forged = await fetch(genuine.url, {
      method: 'POST',
      headers: { ...genuine.headers, 'x-oa-signature': '0'.repeat(64) },
      body: genuine.body,
    })
    expect(forged.status).toBe(401)
    const tampered = await fetch(genuine.url, {
      method: 'POST',
      headers: genuine.headers,
      body: genuine.body.replace('APPROVED', 'REJECTED'),
    })
    expect(tampered.status).toBe(401)
    const staleTs = String(Date.now() - 10 * 60_000)
    const stale = await fetch(genuine.url, {
      method: 'POST',
      headers: { ...genuine.headers, 'x-oa-timestamp': staleTs },
      body: genuine.body,
    })
    expect(stale.status).toBe(401)
    expect(await status()).toBe('RUNNING')

    // The first callback is lost on the way; the OA's retry arrives and decides.
    const answers = await oa.decide(request!, 'APPROVED', { lose: 1, comment: '同意准入' })
    expect(answers.map((a) => a.status)).toEqual([0, 200])
    expect(await status()).toBe('APPROVED')
    const detail = (await contractor.get('/api/krs/vendoradmissionassignmentmain/detailById', { id })).data
    expect(detail.trail.at(-1)).toMatchObject({
      action: 'APPROVE',
      actorName: 'OA · 王总',
      comment: '同意准入',
    })
    expect(
      await t.app.db
        .selectFrom('krsContractor')
        .select('status')
        .where('creditCode', '=', creditCode(77))
        .execute(),
    ).toEqual([{ status: 'ADMITTED' }])

    // The same signed callback again: a replay, refused. A fresh retry: answered, nothing changes.
    const replay = await fetch(genuine.url, { method: 'POST', headers: genuine.headers, body: genuine.body })
    expect(replay.status).toBe(200) // this one was never accepted before (it was refused as forged/stale)
    const again = await fetch(genuine.url, { method: 'POST', headers: genuine.headers, body: genuine.body })
    expect(again.status).toBe(409)
    const late = await oa.decide(request!, 'REJECTED')
    expect(late[0]).toMatchObject({ status: 200, body: { data: { applied: false } } })
    expect(await status()).toBe('APPROVED')
  })

  it('logs every exchange both ways, and finds the application by its OA id for its applicant only', async () => {
    const log = (await admin.get('/api/oa/log/page', { size: 50 })).data
    const outs = log.records.filter((r: { direction: string }) => r.direction === 'OUT')
    const ins = log.records.filter((r: { direction: string }) => r.direction === 'IN')
    // Newest first: failed, sent on the retry, sent again after the "crash" (same request).
    expect(outs.map((r: { ok: number; attempt: number }) => [r.ok, r.attempt])).toEqual([
      [1, 3],
      [1, 2],
      [0, 1],
    ])
    expect(outs[2]).toMatchObject({ httpStatus: 500, error: 'HTTP 500' })
    const refused = ins.filter((r: { ok: number }) => r.ok === 0)
    expect(refused).toHaveLength(4)
    // A refused callback still shows the application it claimed to decide, and why it was refused.
    expect(refused.map((r: { title: string }) => r.title)).toEqual(Array(4).fill('远东电气工程有限公司'))
    expect(refused.map((r: { error: string }) => r.error).sort()).toEqual([
      'oaReplay',
      'oaSignatureWrong',
      'oaSignatureWrong',
      'oaTimestampOff',
    ])
    expect(ins.filter((r: { ok: number }) => r.ok === 1)).toHaveLength(3)
    const one = (await admin.get('/api/oa/log/detail', { id: outs[0].id })).data
    expect(JSON.parse(one.requestBody)).toMatchObject({ idempotencyKey: expect.any(String) })
    expect(JSON.parse(one.responseBody)).toEqual({ requestId: 'OA-1001' })
    const applied = ins.find((r: { ok: number }) => r.ok === 1)
    expect(JSON.parse((await admin.get('/api/oa/log/detail', { id: applied.id })).data.responseBody)).toEqual(
      {
        applied: false,
      },
    )
    // The log is its page's: a caller without it is refused, and so is a resend.
    await t.createUser('oa_plain', 'Oa#Plain2026')
    const plain = api(t, await t.login('oa_plain', 'Oa#Plain2026'))
    expect((await plain.get('/api/oa/log/page')).code).toBe(403)
    expect((await plain.post('/api/oa/log/resend', { id: outs[0].outboxId })).code).toBe(403)
    // Sent already: no resend.
    expect((await admin.post('/api/oa/log/resend', { id: outs[0].outboxId })).code).toBe(400)

    expect((await contractor.get('/api/oa/record', { oaRequestId: 'OA-1001' })).data).toMatchObject({
      formType: 'CONTRACTOR_ADMISSION',
      formId: id,
      status: 'APPROVED',
    })
    const other = api(t, await t.clientLogin('13955550002'))
    expect((await other.get('/api/oa/record', { oaRequestId: 'OA-1001' })).code).toBe(404)
  })

  it('gives up after its attempts and is sent again from the log', async () => {
    // A second application, while the OA is down.
    await t.app.db
      .insertInto('oaOutbox')
      .values({
        id: 'outbox-down',
        instanceId: (await outbox())[0]!.instanceId,
        formType: 'CONTRACTOR_ADMISSION',
        formId: id,
        idempotencyKey: 'manual:1',
        payloadJson: JSON.stringify({ formType: 'CONTRACTOR_ADMISSION', formId: id, title: 'x', files: [] }),
        status: 'PENDING',
        attempts: 7,
        nextAttemptAt: '2000-01-01T00:00:00.000Z',
        lastError: null,
        oaRequestId: null,
        createdAt: new Date().toISOString(),
        sentAt: null,
      })
      .execute()
    oa.failNext(1)
    await sendDue(t.app.db)
    const failed = await t.app.db
      .selectFrom('oaOutbox')
      .selectAll()
      .where('id', '=', 'outbox-down')
      .executeTakeFirstOrThrow()
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 8 })
    const res = await admin.post('/api/oa/log/resend', { id: 'outbox-down' })
    expect(res).toMatchObject({ code: 200, data: { sent: true } })
    expect(oa.requests().map((r) => r.idempotencyKey)).toContain('manual:1')
  })
})
