import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { phoneSignIn } from '../../../test/phoneSignIn.js'
import { wechatPeer } from '../../../test/wechatPeer.js'

const APP_ID = 'wx1234567890abcdef'
const APP_SECRET = 'wechat-peer-secret-3Kd9'

describe.each(engines)('WeChat sign-in of the phone pages on $name', (engine) => {
  let t: TestApp
  let peer: Awaited<ReturnType<typeof wechatPeer>>
  let admin: ReturnType<typeof api>
  const get = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  /** start → WeChat (the peer) → callback, as the browser inside WeChat goes; answers where it lands. */
  async function roundTrip(back: string, tamper: { cookie?: string } = {}) {
    const start = await get(`/api/auth/c/wechat/start?back=${encodeURIComponent(back)}`)
    expect(start.statusCode).toBe(302)
    const cookie = /portal_wx=([^;]+)/.exec(String(start.headers['set-cookie']))?.[1] ?? ''
    const atWechat = await fetch(String(start.headers.location), { redirect: 'manual' })
    expect(atWechat.status).toBe(302)
    const callback = new URL(atWechat.headers.get('location') ?? '')
    const done = await get(`${callback.pathname}${callback.search}`, `portal_wx=${tamper.cookie ?? cookie}`)
    expect(done.statusCode).toBe(302)
    return {
      landed: String(done.headers.location),
      callback: `${callback.pathname}${callback.search}`,
      cookie,
    }
  }
  const exchange = (ticket: string) =>
    t.app
      .inject({ method: 'POST', url: '/api/auth/c/wechat/exchange', payload: { ticket } })
      .then((r) => ({ status: r.statusCode, ...r.json() }))

  beforeAll(async () => {
    peer = await wechatPeer(APP_ID, APP_SECRET)
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(async () => {
    await t?.close()
    await peer?.close()
  })

  it('stays out of the way until an official account is set', async () => {
    expect((await get('/api/auth/c/wechat/enabled')).json().data).toBe(false)
    expect((await get('/api/auth/c/wechat/start?back=/visitorIndex')).statusCode).toBe(404)
    const saved = await admin.post('/api/dev/config/editBatch', [
      { configKey: 'WECHAT_MP_APP_ID', configValue: APP_ID },
      { configKey: 'WECHAT_MP_APP_SECRET', configValue: APP_SECRET },
      { configKey: 'WECHAT_MP_AUTHORIZE_URL', configValue: `${peer.url}/connect/oauth2/authorize` },
      { configKey: 'WECHAT_MP_API_URL', configValue: peer.url },
    ])
    expect(saved.code, saved.msg).toBe(200)
    expect((await get('/api/auth/c/wechat/enabled')).json().data).toBe(true)
    // The secret is write-only, like every other.
    const rows = await admin.raw('/api/dev/config/list', { category: 'WECHAT' })
    expect(rows.body).not.toContain(APP_SECRET)
  })

  it('binds the WeChat identity with the first SMS sign-in, and signs in with WeChat alone the next time', async () => {
    peer.state.nextOpenid = 'oWx_visitor_0001'
    const start = await get('/api/auth/c/wechat/start?back=%2FvisitorIndex')
    const location = new URL(String(start.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(`${peer.url}/connect/oauth2/authorize`)
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      appid: APP_ID,
      response_type: 'code',
      scope: 'snsapi_base',
      redirect_uri: expect.stringMatching(/\/api\/auth\/c\/wechat\/callback$/),
    })
    expect(location.hash).toBe('#wechat_redirect')

    const first = await roundTrip('/visitorIndex')
    const ticket = /[?&]wx=([^&]+)/.exec(first.landed)?.[1] ?? ''
    expect(first.landed).toMatch(/^\/visitorIndex\?wx=/)
    const unbound = await exchange(decodeURIComponent(ticket))
    expect(unbound.data).toMatchObject({ token: null, bindTicket: expect.any(String) })
    expect((await exchange(decodeURIComponent(ticket))).status).toBe(400)

    // The page signs in by SMS, taking the ticket along: the identity is bound.
    const sign = phoneSignIn(t)
    const phone = '13955556001'
    const sent = await sign.askCode(phone)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/c/doLoginByPhone',
      payload: {
        phone,
        validCode: await sign.codeOf(sent.data),
        validCodeReqNo: sent.data,
        wxTicket: unbound.data.bindTicket,
      },
    })
    expect(login.json().code).toBe(200)
    const bound = await t.app.db.selectFrom('clientWechat').select(['openid', 'appId']).execute()
    expect(bound).toEqual([{ openid: 'oWx_visitor_0001', appId: APP_ID }])

    // Next visit: WeChat alone, no SMS.
    const smsBefore = await t.app.db.selectFrom('devSms').select('id').where('phone', '=', phone).execute()
    const again = await roundTrip('/visitorIndex?from=menu')
    expect(again.landed).toMatch(/^\/visitorIndex\?from=menu&wx=/)
    const signed = await exchange(decodeURIComponent(/[?&]wx=([^&]+)/.exec(again.landed)![1]!))
    expect(signed.data.token).toEqual(expect.any(String))
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/c/getLoginUser',
      headers: { token: signed.data.token },
    })
    expect(me.json().data).toMatchObject({ phone })
    expect(await t.app.db.selectFrom('devSms').select('id').where('phone', '=', phone).execute()).toEqual(
      smsBefore,
    )
  })

  it('refuses a replayed return, another browser’s state and a code used twice', async () => {
    const ok = await roundTrip('/contractor')
    // The same return again: its state was spent.
    expect(String((await get(ok.callback, `portal_wx=${ok.cookie}`)).headers.location)).toBe(
      '/visitorIndex?wx_error=state',
    )
    // A state started in another browser (its cookie is not this one's).
    const other = await roundTrip('/contractor', { cookie: 'not-this-browser' })
    expect(other.landed).toBe('/visitorIndex?wx_error=state')
    // A code the peer issued that was exchanged before (or forged): WeChat refuses it.
    const start = await get('/api/auth/c/wechat/start?back=/contractor')
    const cookie = /portal_wx=([^;]+)/.exec(String(start.headers['set-cookie']))?.[1] ?? ''
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? ''
    const bad = await get(`/api/auth/c/wechat/callback?code=forged&state=${state}`, `portal_wx=${cookie}`)
    expect(bad.headers.location).toBe('/contractor?wx_error=code')
    expect(peer.state.exchanges.at(-1)).toEqual({ ok: false, errcode: 40029 })
    // Only paths of this site come back.
    expect((await get('/api/auth/c/wechat/start?back=https%3A%2F%2Fevil.example')).statusCode).toBe(400)
    expect((await get('/api/auth/c/wechat/start?back=%2F%2Fevil.example')).statusCode).toBe(400)
  })
})
