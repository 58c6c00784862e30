import { API_PREFIX, FILE_URLS, splitBase } from '@portal/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * What the browser opens without a header (`<img src>`, links, frames, the API reference page) finds
 * the session in an HttpOnly, SameSite=Strict cookie that only these paths receive, never in the
 * URL (docs/decisions.md "No session token in a URL"). The cookie holds the session's token, so it
 * resolves like the header: a revoked or expired session stops working through it at once.
 */
export type LinkSide = 'staff' | 'client'

export const LINK_COOKIE: Record<LinkSide, string> = { staff: 'portal_link', client: 'portal_c_link' }

/** The routes that read the cookie, by side; each is also the cookie's `Path`. */
export const LINK_ROUTES: Record<LinkSide, readonly string[]> = {
  staff: [FILE_URLS.preview, FILE_URLS.download, FILE_URLS.thumbnail, '/api/docs', '/api/openapi.json'],
  client: ['/api/auth/c/file'],
}

/** The paths the browser asks them at: behind a gateway that splits the API, its form too. */
function cookiePaths(side: LinkSide, splitPaths: boolean): string[] {
  const paths = [...LINK_ROUTES[side]]
  if (splitPaths)
    for (const url of LINK_ROUTES[side]) {
      const rest = url.slice(API_PREFIX.length)
      const split = `${splitBase(rest)}${rest}`
      if (split !== url) paths.push(split)
    }
  return paths
}

function cookies(
  req: FastifyRequest,
  side: LinkSide,
  value: string,
  maxAgeSeconds: number,
  splitPaths: boolean,
) {
  // Secure when the browser came over HTTPS; an intranet install on plain HTTP still gets one.
  const secure = req.protocol === 'https' ? '; Secure' : ''
  return cookiePaths(side, splitPaths).map(
    (p) =>
      `${LINK_COOKIE[side]}=${value}; Path=${p}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  )
}

/** Gives the browser the cookie for `token`, kept as long as the session may live. */
export function setLinkCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  side: LinkSide,
  token: string,
  maxAgeSeconds: number,
) {
  reply.header(
    'set-cookie',
    cookies(req, side, token, Math.floor(maxAgeSeconds), req.server.config.splitPaths),
  )
}

/** Takes the cookie back (logout). */
export function clearLinkCookie(req: FastifyRequest, reply: FastifyReply, side: LinkSide) {
  reply.header('set-cookie', cookies(req, side, '', 0, req.server.config.splitPaths))
}

/** The token the cookie holds on a GET of a link route of `side`; '' elsewhere. */
export function linkToken(req: FastifyRequest, side: LinkSide): string {
  if (req.method !== 'GET' && req.method !== 'HEAD') return ''
  const header = req.headers.cookie
  if (!header || !LINK_ROUTES[side].includes(req.routeOptions.url ?? '')) return ''
  const name = `${LINK_COOKIE[side]}=`
  for (const part of header.split(';')) {
    const pair = part.trim()
    if (pair.startsWith(name)) return pair.slice(name.length)
  }
  return ''
}
