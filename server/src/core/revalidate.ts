import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Lang, t } from './i18n.js'
import { toJson } from './json.js'

interface Made {
  /** Encoded once: a string would be encoded again on every send. */
  body: Buffer
  etag: string
}
/** Bodies and ETags of frozen (memoised, shared) data, per language: made once per memo entry. */
const made = new WeakMap<object, Partial<Record<Lang, Made>>>()

function envelope(lang: Lang, data: unknown): Made {
  const body = Buffer.from(toJson({ code: 200, msg: t(lang, 'ok'), data }))
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

/**
 * Sends an envelope with an ETag of its bytes and 304 to a caller that already holds them
 * (`If-None-Match`): a repeat costs no body. The tag depends only on the content, so every process
 * gives the same one for the same answer. `cacheControl`: `no-cache` for public reads (a browser or
 * proxy keeps them but asks each time); personal answers keep `private` in front of it.
 */
export function sendRevalidated(
  req: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  data: unknown,
  cacheControl = 'no-cache',
): FastifyReply {
  let out: Made
  if (data && typeof data === 'object' && Object.isFrozen(data)) {
    const byLang = made.get(data) ?? {}
    made.set(data, byLang)
    out = byLang[lang] ??= envelope(lang, data)
  } else out = envelope(lang, data)
  reply.header('Cache-Control', cacheControl).header('ETag', out.etag).header('Vary', 'Accept-Language')
  if (req.headers['if-none-match'] === out.etag) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(out.body)
}
