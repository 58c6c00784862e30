import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The Content-Security-Policy of every HTML page (the SPA's index.html, the API reference).
 * No inline script anywhere: the session token lives in localStorage, so an injected script would be
 * a takeover. Styles allow 'unsafe-inline' because antd's CSS-in-JS writes <style> elements at run
 * time (docs/decisions.md). Images and frames may come from other sites: a configured logo, the
 * iframe menus an administrator points elsewhere; a printed PDF is shown in a `blob:` frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob: https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const ownCached = new WeakSet<FastifyReply>()
/**
 * Sets an answer's own Cache-Control, kept for a caller with a session too: a stored file's bytes
 * (`private, no-cache` with its ETag) are kept by the browser and revalidated to a 304, not
 * downloaded again on every view. Not for JSON with personal data.
 */
export function ownCaching(reply: FastifyReply, value: string): FastifyReply {
  ownCached.add(reply)
  return reply.header('cache-control', value)
}

/**
 * Security headers (docs/decisions.md): nosniff and a referrer policy on everything; the CSP and
 * X-Frame-Options on HTML (other files, e.g. the logo, may still be shown in the app's own iframes);
 * `Cache-Control: no-store` on every answer to a caller with a session, so no shared or disk cache
 * keeps personal data, unless a successful answer set its own with `ownCaching` (stored files).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'same-origin')
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY)
      reply.header('x-frame-options', 'DENY')
    }
    if (req.user && !(reply.statusCode < 400 && ownCached.has(reply)))
      reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
