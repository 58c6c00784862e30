import { type Envelope, SUCCESS_CODE, TOKEN_HEADER } from '@portal/contracts'
import { useSyncExternalStore } from 'react'
import { apiUrl } from '../api/url'
import { type MobileLang, type MobileTexts, zhCnTexts } from './texts'

/**
 * The phone pages' small core: the language, the C-side session (its token in localStorage, so a
 * locked phone or a reload keeps it) and the calls. Kept apart from the back-office's stores and
 * request module, which bring antd with them.
 */

const LANG_KEY = 'MOBILE_LANG'
const TOKEN_KEY = 'CLIENT_TOKEN'
const SIDE_KEY = 'MOBILE_SIDE'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Private mode without storage: the value lives as long as the page.
  }
}

/** A value any component can follow (`useSyncExternalStore`). */
function cell<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: T) {
      value = next
      for (const l of listeners) l()
    },
    subscribe(l: () => void) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
}

const initialLang = (): MobileLang => {
  const stored = read(LANG_KEY)
  if (stored === 'en' || stored === 'zh-cn') return stored
  return typeof navigator !== 'undefined' && /^en\b/i.test(navigator.language) ? 'en' : 'zh-cn'
}
const langCell = cell<MobileLang>(initialLang())
const tokenCell = cell<string | null>(read(TOKEN_KEY))
/**
 * Who the token is: an external user who proved a phone (`client`, the C side) or an employee
 * signed in by their account's number (`staff`, the B side). Pages both may use call the side's
 * own routes (`sideBase`).
 */
export type Side = 'client' | 'staff'
const sideCell = cell<Side>(read(SIDE_KEY) === 'staff' ? 'staff' : 'client')

export const useLang = () => useSyncExternalStore(langCell.subscribe, langCell.get)
export const currentLang = () => langCell.get()
const texts: Partial<Record<MobileLang, MobileTexts>> = { 'zh-cn': zhCnTexts }
const textsOf = (lang: MobileLang): MobileTexts => texts[lang] ?? zhCnTexts
/** A language's texts, loaded once (English is not in the first script: most phones never ask). */
export async function loadLang(lang: MobileLang) {
  if (!texts[lang]) texts[lang] = (await import('./texts.en')).en
}
export const useTexts = (): MobileTexts => textsOf(useLang())
export async function setLang(lang: MobileLang) {
  await loadLang(lang)
  write(LANG_KEY, lang)
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN'
  langCell.set(lang)
}

export const useToken = () => useSyncExternalStore(tokenCell.subscribe, tokenCell.get)
export const useSide = () => useSyncExternalStore(sideCell.subscribe, sideCell.get)
export const currentSide = () => sideCell.get()
/** A new session (its side with it), or none. */
export function setToken(token: string | null, side?: Side) {
  if (side) {
    write(SIDE_KEY, side)
    sideCell.set(side)
  }
  write(TOKEN_KEY, token)
  tokenCell.set(token)
}
export const currentToken = () => tokenCell.get()
/**
 * The base of routes served to both sides (`core/sides.ts` on the server): `staff` for an employee,
 * `staff/phone` for an external user.
 */
export const sideBase = (staff: string) => (sideCell.get() === 'staff' ? staff : `${staff}/phone`)
/** A path by side. */
export const bySide = (paths: Record<Side, string>) => paths[sideCell.get()]

/** A refused or failed call: the server's code and message (503 when it could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const LOGIN_INVALID = new Set([401, 1011007, 1011008])

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  init: { query?: object; body?: BodyInit; json?: unknown },
) {
  const url = new URL(apiUrl(path), location.origin)
  for (const [k, v] of Object.entries(init.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v))
  if (method === 'GET') url.searchParams.set('_', String(Date.now()))
  const headers: Record<string, string> = { 'Accept-Language': langCell.get() === 'en' ? 'en' : 'zh-CN' }
  const token = tokenCell.get()
  if (token) headers[TOKEN_HEADER] = token
  let body = init.body
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  let res: Response
  try {
    res = await fetch(url, { method, headers, body })
  } catch {
    throw new ApiError(503, textsOf(langCell.get()).common.offline)
  }
  let envelope: Envelope<T>
  try {
    envelope = (await res.json()) as Envelope<T>
  } catch {
    throw new ApiError(503, textsOf(langCell.get()).common.offline)
  }
  if (envelope.code === SUCCESS_CODE) return envelope.data
  // The session ended (signed out elsewhere, expired): back to the sign-in, which every page shows.
  if (LOGIN_INVALID.has(envelope.code)) setToken(null)
  throw new ApiError(envelope.code, envelope.msg)
}

export const api = {
  get: <T>(path: string, query?: object) => call<T>('GET', path, { query }),
  post: <T>(path: string, json?: unknown) => call<T>('POST', path, { json: json ?? {} }),
  /** A form with files (multipart), sent as it is. */
  form: <T>(path: string, body: FormData) => call<T>('POST', path, { body }),
  upload: (path: string, file: Blob, name: string) => {
    const form = new FormData()
    form.append('file', file, name)
    return call<{ id: string; name: string; mimeType: string; size: number }>('POST', path, { body: form })
  },
}

/**
 * The URL of one of my uploaded files (`w`: an image rendition that wide), for <img>: the session
 * goes along in the cookie the server sets for this path at sign-in, never in the URL.
 */
export const myFileUrl = (id: string, w?: number) =>
  `${apiUrl('/auth/c/file')}?${new URLSearchParams({ id, ...(w ? { w: String(w) } : {}) })}`

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err))
