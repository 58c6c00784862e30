import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, with its development
 * login and consent pages: any login name signs in as that subject, named `Name of <login>`.
 * Used by the server tests (which walk the pages with fetch) and the end-to-end test (Chromium).
 */
export interface TestIssuer {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

export async function startIssuer(redirectUris: string[]): Promise<TestIssuer> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'portal'
  const clientSecret = 'portal-test-secret'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, name: `Name of ${sub}` }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['portal-test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  })
  provider.proxy = false
  server.on('request', provider.callback())
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Walks the provider's login and consent pages as a browser would (cookies kept, redirects
 * followed by hand) from the authorisation URL to the redirect back; returns that URL.
 */
export async function signInAt(authUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>()
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const at = pair!.indexOf('=')
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
  }
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  let url = new URL(authUrl)
  const origin = url.origin
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    })
    keep(res)
    body = undefined
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url)
      if (url.origin !== origin) return url
      continue
    }
    const html = await res.text()
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${html.slice(0, 300)}`)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form at ${url}`)
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'consent'
    body = new URLSearchParams({ prompt, login, password: 'any' })
    url = new URL(action, url)
  }
  throw new Error('too many hops')
}
