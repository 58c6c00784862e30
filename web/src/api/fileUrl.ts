import { FILE_URLS, isFileId } from '@portal/contracts'
import { fromServerUrl } from './url'

/**
 * Where the browser reads a stored file (kept apart from the files API so the shell's avatar needs
 * nothing else). `<img src>`, links and frames send no header: the session goes along in the cookie
 * the server sets for these paths at login, never in the URL.
 */
export function fileUrl(id: string, kind: keyof typeof FILE_URLS = 'preview'): string {
  return `${fromServerUrl(FILE_URLS[kind])}?${new URLSearchParams({ id })}`
}

/**
 * An image reference as user rows and settings hold it: a stored file's id becomes its URL; anything
 * else (a data URL saved before files were stored, a URL) is used as it is.
 */
export const fileSrc = (ref: string | null | undefined): string | undefined =>
  !ref ? undefined : isFileId(ref) ? fileUrl(ref) : fromServerUrl(ref)
