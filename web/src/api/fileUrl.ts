import { FILE_URLS, isFileId } from '@portal/contracts'
import { useUserStore } from '../stores/user'
import { fromServerUrl } from './url'

/**
 * Where the browser reads a stored file (kept apart from the files API so the shell's avatar needs
 * nothing else): `<img src>`, links and frames send no header, so the
 * session's token goes in the query (the server takes it there for these routes only).
 */
export function fileUrl(id: string, kind: keyof typeof FILE_URLS = 'preview'): string {
  const token = useUserStore.getState().token
  const q = new URLSearchParams({ id, ...(token ? { token } : {}) })
  return `${fromServerUrl(FILE_URLS[kind])}?${q}`
}

/**
 * An image reference as user rows and settings hold it: a stored file's id becomes its URL; anything
 * else (a data URL saved before files were stored, a URL) is used as it is.
 */
export const fileSrc = (ref: string | null | undefined): string | undefined =>
  !ref ? undefined : isFileId(ref) ? fileUrl(ref) : fromServerUrl(ref)
