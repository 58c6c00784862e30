import type { TestApp } from './harness.js'

/** The phone sign-in as a phone page does it, from one network address: captcha, then the SMS code. */
export function phoneSignIn(t: TestApp) {
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, ...r.json() }))
  const codeOf = async (reqNo: string) =>
    (await t.app.db.selectFrom('sysCode').select('code').where('id', '=', reqNo).executeTakeFirstOrThrow())
      .code
  return {
    codeOf,
    /** Asks for a sign-in code for `phone`; answers the envelope (data: the request number). */
    askCode: async (phone: string, lang?: string) => {
      const pic = (await get('/api/auth/c/getPicCaptcha')).data.validCodeReqNo as string
      const q = new URLSearchParams({ phone, validCode: await codeOf(pic), validCodeReqNo: pic })
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/c/getPhoneValidCode?${q}`,
        headers: lang ? { 'accept-language': lang } : {},
      })
      return { status: res.statusCode, body: res.body, ...res.json() } as {
        status: number
        body: string
        code: number
        msg: string
        data: string
      }
    },
    /** Signs `phone` in with the code of request `reqNo`; answers the envelope. */
    signIn: async (phone: string, reqNo: string, code: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/c/doLoginByPhone',
          payload: { phone, validCode: code, validCodeReqNo: reqNo },
        })
      ).json() as { code: number; msg: string; data: string },
  }
}
