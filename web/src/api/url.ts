import { API_PREFIX, splitBase } from '@portal/contracts'

/** Built for a gateway that splits the API by path (spec §7, "cloud server"). */
const CLOUD_SERVER = import.meta.env.VITE_CLOUD_SERVER === 'true'

/** The base a call to `path` (e.g. `/sys/user/page`) goes to. */
export const apiBase = (path: string): string => (CLOUD_SERVER ? splitBase(path) : API_PREFIX)

/**
 * The URL of an API path for what does not go through the request module: links, images, frames
 * and the login page's plain fetches.
 */
export const apiUrl = (path: string): string => `${apiBase(path)}${path}`

/** An `/api/…` URL as the server hands it out (stored links), in this build's form. */
export const fromServerUrl = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? apiUrl(url.slice(API_PREFIX.length)) : url
