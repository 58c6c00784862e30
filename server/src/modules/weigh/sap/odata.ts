import { SapKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { withTimeout } from '../../../core/abort.js'
import { settings } from '../../../core/settings.js'
import type { DB } from '../../../db/schema.js'

/**
 * A small OData V2 reader as SAP Gateway serves it (`docs/decisions.md`, "SAP over OData, not
 * RFC"): JSON in the `{d: {results}}` wrapper, dates as `/Date(ms)/`, decimals as strings, paging
 * by `$top`/`$skip` or by the server's `__next` link, basic authentication or a bearer token, and a
 * time-out on every request so that a lookup never hangs while SAP is down.
 */

export interface SapSettings {
  /** The services' root, e.g. `https://sap.example.com/sap/opu/odata/sap` ('' when not configured). */
  baseUrl: string
  user: string
  password: string
  token: string
  /** `sap-client`, when the system has several. */
  client: string
  pageSize: number
  timeoutMs: number
  /** Whether `getInfoBySap` asks SAP itself when the local tables do not know a number. */
  live: boolean
}

const PAGE_SIZE = 500
const TIMEOUT_MS = 10_000
/** More pages than this in one run means a server that never ends its `__next` chain. */
const MAX_PAGES = 10_000

export async function sapSettings(db: Kysely<DB>): Promise<SapSettings> {
  const s = await settings(db)
  const int = (key: string, fallback: number, max: number) => {
    const n = Number(s.get(key))
    return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback
  }
  return {
    baseUrl: (s.get(SapKey.baseUrl) ?? '').trim().replace(/\/+$/, ''),
    user: s.get(SapKey.user) ?? '',
    password: s.get(SapKey.password) ?? '',
    token: s.get(SapKey.token) ?? '',
    client: (s.get(SapKey.client) ?? '').trim(),
    pageSize: int(SapKey.pageSize, PAGE_SIZE, 5000),
    timeoutMs: int(SapKey.timeoutMs, TIMEOUT_MS, 120_000),
    live: s.get(SapKey.liveLookup) === 'true',
  }
}

/** SAP could not be reached or answered something else than data: the message says which. */
export class SapError extends Error {
  constructor(
    readonly kind: 'NOT_CONFIGURED' | 'TIMEOUT' | 'UNREACHABLE' | 'HTTP' | 'BAD_ANSWER',
    detail: string,
  ) {
    super(detail)
  }
}

/** `/Date(1700000000000)/` or `/Date(1700000000000+0480)/` (the offset is informative: ms are UTC). */
export function odataTime(v: unknown): string | null {
  if (typeof v !== 'string') return null
  const m = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(v)
  if (!m) return null
  const d = new Date(Number(m[1]))
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** An Edm.Decimal as SAP sends it (a string such as "12.500"), rounded to 3 decimals; null when none. */
export function odataDecimal(v: unknown): number | null {
  const n =
    typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : typeof v === 'number' ? v : NaN
  return Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null
}

/** A filter literal: Edm.DateTimeOffset, or Edm.DateTime (no zone) for the date-only fields. */
export const dateTimeOffset = (iso: string) => `datetimeoffset'${iso.replace(/\.\d{3}Z$/, 'Z')}'`
export const dateTime = (iso: string) => `datetime'${iso.slice(0, 19)}'`

export interface ReadOptions {
  /** `API_PRODUCT_SRV/A_Product`. */
  path: string
  filter?: string
  orderby?: string
  expand?: string
  /** A stop asked for by the caller (the process shuts down). */
  signal?: AbortSignal
  fetchImpl?: typeof fetch
}

function headers(s: SapSettings): Record<string, string> {
  const h: Record<string, string> = { accept: 'application/json' }
  if (s.token) h.authorization = `Bearer ${s.token}`
  else if (s.user) h.authorization = `Basic ${Buffer.from(`${s.user}:${s.password}`).toString('base64')}`
  return h
}

/** One GET: the results of its page and the next link, or a `SapError` naming what went wrong. */
async function getPage(s: SapSettings, url: string, opts: ReadOptions) {
  let res: Response
  let text: string
  try {
    // The body read within the time-out too: a server may send headers and then stall.
    ;[res, text] = await withTimeout(s.timeoutMs, opts.signal, async (signal) => {
      const r = await (opts.fetchImpl ?? fetch)(url, { headers: headers(s), signal })
      return [r, await r.text()] as const
    })
  } catch (err) {
    const name = (err as Error).name
    if (name === 'TimeoutError') throw new SapError('TIMEOUT', `no answer within ${s.timeoutMs} ms`)
    if (name === 'AbortError') throw new SapError('UNREACHABLE', 'stopped')
    const cause = (err as { cause?: { code?: string } }).cause?.code
    throw new SapError('UNREACHABLE', cause ?? (err as Error).message)
  }
  if (!res.ok) {
    // SAP Gateway's error body: {error: {message: {value}}}.
    let detail = `HTTP ${res.status}`
    try {
      const m = (JSON.parse(text) as { error?: { message?: { value?: string } } }).error?.message?.value
      if (m) detail += `: ${m}`
    } catch {
      // not JSON: the status says enough
    }
    throw new SapError('HTTP', detail.slice(0, 300))
  }
  let body: { d?: { results?: unknown; __next?: unknown } }
  try {
    body = JSON.parse(text)
  } catch {
    throw new SapError('BAD_ANSWER', 'not JSON')
  }
  const results = body.d?.results
  if (!Array.isArray(results)) throw new SapError('BAD_ANSWER', 'no d.results')
  const next = typeof body.d?.__next === 'string' ? body.d.__next : null
  return { results: results as Array<Record<string, unknown>>, next }
}

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v)).replace(/%24/g, '$')}`)
    .join('&')

/**
 * Reads every entity the filter matches, a page at a time, handing each page to `onPage` before the
 * next is asked for (so a million rows never sit in memory). Follows `__next` when the server pages
 * by itself; otherwise `$skip`s until a page comes back short.
 */
export async function readAll(
  s: SapSettings,
  opts: ReadOptions,
  onPage: (rows: Array<Record<string, unknown>>) => Promise<void>,
): Promise<{ pages: number; fetched: number }> {
  if (!s.baseUrl) throw new SapError('NOT_CONFIGURED', 'SAP_ODATA_URL not set')
  const first = `${s.baseUrl}/${opts.path}?${query({
    $format: 'json',
    $filter: opts.filter,
    $orderby: opts.orderby,
    $expand: opts.expand,
    $top: s.pageSize,
    $skip: 0,
    'sap-client': s.client,
  })}`
  let url: string | null = first
  let pages = 0
  let fetched = 0
  while (url) {
    if (++pages > MAX_PAGES) throw new SapError('BAD_ANSWER', `more than ${MAX_PAGES} pages`)
    const page = await getPage(s, url, opts)
    await onPage(page.results)
    fetched += page.results.length
    if (page.next) url = new URL(page.next, `${s.baseUrl}/`).toString()
    else if (page.results.length < s.pageSize) url = null
    else
      url = `${s.baseUrl}/${opts.path}?${query({
        $format: 'json',
        $filter: opts.filter,
        $orderby: opts.orderby,
        $expand: opts.expand,
        $top: s.pageSize,
        $skip: fetched,
        'sap-client': s.client,
      })}`
  }
  return { pages, fetched }
}
