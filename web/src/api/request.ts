/**
 * The single request module (spec §7–§8): every call of the web goes through it.
 *
 * - base `/api`, timeout 60 s, the stored token in header `token` (no prefix), `Accept-Language`
 *   following the interface language, `_` = now on every GET (no caching);
 * - envelope `{code, msg, data}`: code 200 resolves `data` (the whole body for `nonStandard` calls),
 *   with a 1 s success toast when the last path segment asks for one;
 * - login-invalid codes open ONE "log in again" dialog; other codes toast `customMsg || msg` and
 *   reject with the body. Error statuses that carry an envelope are handled the same way;
 * - transport errors reject with `{code: 503, msg}`; failed blob downloads warn.
 */
import {
  API_PREFIX,
  type Envelope,
  LOGIN_INVALID_CODES,
  mustChangePassword,
  REQUEST_TIMEOUT_MS,
  StorageKey,
  SUCCESS_CODE,
  TOAST_SECONDS,
  TOKEN_HEADER,
  wantsSuccessToast,
} from '@portal/contracts'
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import { feedback } from '../app/feedback'
import i18n, { acceptLanguage } from '../i18n'
import { useSettingsStore } from '../stores/settings'
import { useUserStore } from '../stores/user'
import { storage } from '../utils/storage'
import { apiBase } from './url'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Shown instead of the server's `msg` when the call fails. */
    customMsg?: string
    /** Resolve with the whole body instead of `data` ("non-standard" responses, spec §7). */
    nonStandard?: boolean
    /** No toast and no dialog on failure: the caller decides (e.g. the dictionary refresh). */
    silent?: boolean
    /**
     * A kept copy being revalidated (`request.revalidate`): its data answers a 304, and `gotEtag`
     * hears the answer's ETag (a callback: axios copies plain objects in the config).
     */
    kept?: { data: unknown; gotEtag: (etag: string | null) => void }
  }
}

/** An answer kept by the caller with the ETag it came with (`request.revalidate`). */
export interface Kept<T> {
  etag: string | null
  data: T
}

/** What a failed call rejects with: the server's envelope, or `{code: 503}` for transport errors. */
export type ApiError = Envelope<unknown>

export const SERVICE_UNAVAILABLE = 503
const NOT_MODIFIED = 304
/** Token header prefix (spec §9: empty). */
const TOKEN_PREFIX = ''

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'msg' in value
  )
}

const isLoginInvalid = (code: number) => (LOGIN_INVALID_CODES as readonly number[]).includes(code)

const service = axios.create({ baseURL: API_PREFIX, timeout: REQUEST_TIMEOUT_MS })

service.interceptors.request.use((config) => {
  // A build for a gateway that splits the API (spec §7) sends each area to its own base.
  if (config.url) config.baseURL = apiBase(config.url)
  const token = useUserStore.getState().token
  if (token) config.headers.set(TOKEN_HEADER, TOKEN_PREFIX + token)
  config.headers.set('Accept-Language', acceptLanguage(useSettingsStore.getState().lang))
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    config.params = { ...(config.params as Record<string, unknown> | undefined), _: Date.now() }
  }
  return config
})

// The interceptors resolve with the envelope's data (not an AxiosResponse): the typed helpers below
// declare what each call resolves with.
service.interceptors.response.use(onResponse as (r: AxiosResponse) => AxiosResponse, onFailure)

let loginExpiredOpen = false

/** The expired-login dialog, never two at a time; confirming clears the session and reloads. */
function showLoginExpired() {
  if (loginExpiredOpen) return
  loginExpiredOpen = true
  feedback.modal.error({
    title: i18n.t('common.notice'),
    content: i18n.t('request.loginExpired'),
    okText: i18n.t('request.relogin'),
    keyboard: false,
    maskClosable: false,
    closable: false,
    onOk: () => {
      storage.remove(StorageKey.token, StorageKey.userInfo, StorageKey.menu, StorageKey.permissions)
      window.location.reload()
    },
    afterClose: () => {
      loginExpiredOpen = false
    },
  })
}

/** Why the server wants the password changed first: it expired, or an administrator set it. */
export interface PasswordChangeReason {
  passwordExpired: boolean
  passwordMustChange: boolean
  /** Not the password: a role requires a one-time password, and none is bound. */
  otpSetupRequired?: boolean
}
let passwordExpiredHandler: ((reason: PasswordChangeReason) => void) | null = null

/**
 * What to do when the server refuses a call because the password has expired or was set by an
 * administrator (the session code sends the user to the change-password form, which shows a
 * persistent warning instead of toasts).
 */
export function onPasswordExpired(handler: (reason: PasswordChangeReason) => void) {
  passwordExpiredHandler = handler
}

const passwordChangeReason = (body: ApiError): PasswordChangeReason | null => {
  const data = typeof body.data === 'object' ? (body.data as Partial<PasswordChangeReason> | null) : null
  if (data?.otpSetupRequired === true)
    return { passwordExpired: false, passwordMustChange: false, otpSetupRequired: true }
  return mustChangePassword(data)
    ? {
        passwordExpired: data?.passwordExpired === true,
        passwordMustChange: data?.passwordMustChange === true,
      }
    : null
}

function handleEnvelope(body: ApiError, config: AxiosRequestConfig | undefined): unknown {
  if (body.code === SUCCESS_CODE) {
    if (body.msg && wantsSuccessToast(config?.url ?? '')) feedback.message.success(body.msg, TOAST_SECONDS)
    return config?.nonStandard ? body : body.data
  }
  const reason = passwordExpiredHandler && passwordChangeReason(body)
  if (passwordExpiredHandler && reason) {
    passwordExpiredHandler(reason)
    return Promise.reject(body)
  }
  if (config?.silent) return Promise.reject(body)
  if (isLoginInvalid(body.code)) showLoginExpired()
  else feedback.message.error(config?.customMsg || body.msg)
  return Promise.reject(body)
}

function onResponse(response: AxiosResponse): unknown {
  const { config, data } = response
  if (config.kept) {
    const etag = response.headers.etag
    config.kept.gotEtag(typeof etag === 'string' ? etag : null)
    // Not modified: no body, the kept copy is the answer.
    if (response.status === NOT_MODIFIED) return config.kept.data
  }
  // Downloads: the interceptor only sees status 2xx here; the caller gets the response (headers, blob).
  if (config.responseType === 'blob') return response
  if (config.nonStandard) return data
  if (isApiError(data)) return handleEnvelope(data, config)
  // 2xx without an envelope (e.g. an HTML page): the API is not reachable as expected.
  return transportError(new Error(`no envelope from ${config.url ?? ''}`))
}

function onFailure(error: AxiosError): unknown {
  if (axios.isCancel(error)) return Promise.reject(error)
  const { config, response } = error
  if (config?.responseType === 'blob' && response) {
    feedback.message.warning(i18n.t('request.downloadFailed'))
    return Promise.reject({ code: response.status, msg: i18n.t('request.downloadFailed'), data: null })
  }
  // The server answers errors with a 4xx/5xx status AND an envelope body.
  if (isApiError(response?.data)) return handleEnvelope(response.data, config)
  if (config?.silent)
    return Promise.reject({ code: response?.status ?? SERVICE_UNAVAILABLE, msg: '', data: null })
  return transportError(error)
}

function transportError(error: unknown): Promise<never> {
  console.error('request error', error)
  const msg = i18n.t('request.serviceUnavailable')
  feedback.message.error(msg)
  return Promise.reject({ code: SERVICE_UNAVAILABLE, msg, data: null } satisfies ApiError)
}

type Params = Record<string, unknown>

/** Typed helpers: they resolve with the envelope's `data` (see `nonStandard`). */
export const request = {
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
    return service.get(url, { ...config, params }) as Promise<T>
  },
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return service.post(url, data, config) as Promise<T>
  },
  /** POST as multipart/form-data (uploads). */
  formdata<T>(url: string, data: FormData | Params, config?: AxiosRequestConfig): Promise<T> {
    let form: FormData
    if (data instanceof FormData) form = data
    else {
      form = new FormData()
      for (const [key, value] of Object.entries(data)) {
        if (value === undefined || value === null) continue
        form.append(key, value instanceof Blob ? value : String(value))
      }
    }
    return service.post(url, form, config) as Promise<T>
  },
  /** Any other method (PUT, DELETE, …) with the same handling. */
  request<T>(config: AxiosRequestConfig): Promise<T> {
    return service.request(config) as Promise<T>
  },
  /**
   * GET what the caller keeps (the shell's user and menu): the kept copy's ETag goes along, and a 304
   * (nothing changed, no body) resolves with the kept data. Resolves with the answer and its ETag.
   */
  async revalidate<T>(url: string, kept: Kept<T> | null): Promise<Kept<T>> {
    let etag: string | null = null
    const data = (await service.get(url, {
      headers: kept?.etag ? { 'If-None-Match': kept.etag } : undefined,
      validateStatus: (status) =>
        (status >= 200 && status < 300) || (!!kept?.etag && status === NOT_MODIFIED),
      kept: {
        data: kept?.data,
        gotEtag: (got) => {
          etag = got
        },
      },
    })) as T
    return { etag, data }
  },
  /** A file download: resolves with the raw response (blob + headers); failures warn. */
  download(url: string, params?: object, config?: AxiosRequestConfig): Promise<AxiosResponse<Blob>> {
    return service.get(url, { ...config, params, responseType: 'blob' })
  },
}

/**
 * Every record of a paged query, page after page (`current` from 1) until `total` is reached; for
 * lists that must be complete, such as all the roles one may grant.
 */
export async function allPages<T>(page: (current: number) => Promise<{ records: T[]; total: number }>) {
  const all: T[] = []
  for (let current = 1; ; current++) {
    const res = await page(current)
    all.push(...res.records)
    if (!res.records.length || all.length >= res.total) return all
  }
}

export default request
