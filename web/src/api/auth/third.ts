import type {
  idListSchema,
  PageResult,
  SchemaInput,
  ThirdBinding,
  ThirdBindResult,
  ThirdLoginOption,
  ThirdProvider,
  thirdBindingPageQuerySchema,
  thirdBindingSchema,
  thirdProviderAddSchema,
  thirdProviderEditSchema,
  thirdProviderSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'
import { apiUrl } from '../url'

/** What the provider form sends (`add`; `edit` adds the id). */
export type ThirdProviderBody = SchemaInput<typeof thirdProviderAddSchema>
type BindingQuery = SchemaInput<typeof thirdBindingPageQuerySchema>

const base = '/auth/third'
const idList = (ids: string[]) => ids.map((id) => ({ id }))

/** Providers (configuration page, third-party tab). */
export const thirdProviderApi = {
  ...crudApi<{
    record: typeof thirdProviderSchema
    add: typeof thirdProviderAddSchema
    edit: typeof thirdProviderEditSchema
    delete: typeof idListSchema
  }>(`${base}/provider`),
  /** Every provider (a short list: no paging, no parameters). */
  list: read<ThirdProvider[], object>(`${base}/provider/list`),
}

/** Bindings of third-party subjects to users (admin; "delete" is unbind) and the caller's own. */
export const thirdBindingApi = {
  ...crudApi<{ record: typeof thirdBindingSchema; page: typeof thirdBindingPageQuerySchema }>(base),
  delete: (ids: string[]) => request.post<unknown>(`${base}/unbind`, idList(ids)),
  own: read<PageResult<ThirdBinding>, BindingQuery>(`${base}/own`),
  ownUnbind: (ids: string[]) => request.post<unknown>(`${base}/ownUnbind`, idList(ids)),
}

/** Enabled providers for the login page buttons (plain call: the login page has no query cache). */
export const thirdLoginOptions = () =>
  request.get<ThirdLoginOption[]>(`${base}/options`, undefined, { silent: true })

/**
 * Finishes a sign-in with the provider's query parameters; resolves with the token. Silent: the
 * callback page shows the refusal on the login page it goes back to.
 */
export const thirdCallback = (query: Record<string, string>) =>
  request.get<string>(`${base}/callback`, query, { silent: true })

/** The provider's page where the caller binds their account (the browser goes there next). */
export const thirdBindRender = (platform: string) => request.get<string>(`${base}/bindRender`, { platform })

/** Finishes a binding begun by `thirdBindRender`, with the provider's query parameters. */
export const thirdBindCallback = (query: Record<string, string>) =>
  request.post<ThirdBindResult>(`${base}/bindCallback`, query, { silent: true })

const THIRD_BIND_KEY = 'portal.thirdBind'
/** As long as the server keeps a sign-in's state: an older mark is a binding given up. */
const THIRD_BIND_MS = 10 * 60_000

/**
 * A binding under way is marked while the browser is at the provider: `/callback` finishes a
 * binding rather than a login while the mark is fresh (the provider sends both to one address).
 */
export const thirdBindMark = {
  set: () => sessionStorage.setItem(THIRD_BIND_KEY, String(Date.now())),
  fresh: () => Date.now() - Number(sessionStorage.getItem(THIRD_BIND_KEY) ?? 0) < THIRD_BIND_MS,
  clear: () => sessionStorage.removeItem(THIRD_BIND_KEY),
}

/** Where a login button sends the browser (a full navigation: the server answers with a redirect). */
export const thirdRenderUrl = (platform: string) =>
  apiUrl(`${base}/render?platform=${encodeURIComponent(platform)}`)
