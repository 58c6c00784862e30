import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local peer of WeChat's web authorisation (official accounts), written from WeChat's documents:
 * `connect/oauth2/authorize` sends the browser back to `redirect_uri` with a code and the state (for
 * the official account `appId`; the user is whoever `nextOpenid` names), and `sns/oauth2/access_token`
 * exchanges a code once for the `openid`, answering WeChat's error codes (40013 invalid appid,
 * 40125 invalid appsecret, 40029 invalid code, 40163 code been used).
 */
export async function wechatPeer(appId: string, appSecret: string) {
  const codes = new Map<string, { openid: string; used: boolean }>()
  const state = { nextOpenid: 'oWx_default_user', exchanges: [] as Array<{ ok: boolean; errcode?: number }> }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer')
    const q = url.searchParams
    const json = (body: object) => {
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/connect/oauth2/authorize') {
      const redirect = q.get('redirect_uri') ?? ''
      if (q.get('appid') !== appId || q.get('response_type') !== 'code' || !redirect) {
        res.statusCode = 400
        return res.end('invalid request')
      }
      if (!['snsapi_base', 'snsapi_userinfo'].includes(q.get('scope') ?? '')) {
        res.statusCode = 400
        return res.end('scope invalid')
      }
      const code = randomBytes(16).toString('hex')
      codes.set(code, { openid: state.nextOpenid, used: false })
      const back = new URL(redirect)
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state') ?? '')
      res.statusCode = 302
      res.setHeader('location', back.toString())
      return res.end()
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const refuse = (errcode: number, errmsg: string) => {
        state.exchanges.push({ ok: false, errcode })
        json({ errcode, errmsg: `${errmsg}, rid: ${randomBytes(4).toString('hex')}` })
      }
      if (q.get('appid') !== appId) return refuse(40013, 'invalid appid')
      if (q.get('secret') !== appSecret) return refuse(40125, 'invalid appsecret')
      if (q.get('grant_type') !== 'authorization_code') return refuse(40002, 'invalid grant_type')
      const found = codes.get(q.get('code') ?? '')
      if (!found) return refuse(40029, 'invalid code')
      if (found.used) return refuse(40163, 'code been used')
      found.used = true
      state.exchanges.push({ ok: true })
      return json({
        access_token: randomBytes(24).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('hex'),
        openid: found.openid,
        scope: 'snsapi_base',
      })
    }
    res.statusCode = 404
    res.end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    state,
    /** A code issued to nobody's browser (a forged or replayed return). */
    issue(openid: string) {
      const code = randomBytes(16).toString('hex')
      codes.set(code, { openid, used: false })
      return code
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
