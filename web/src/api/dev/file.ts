import {
  API_PREFIX,
  FILE_URLS,
  type FileRecord,
  type FileStats,
  type filePageQuerySchema,
  type fileSchema,
  type idListSchema,
  isFileId,
} from '@portal/contracts'
import { useUserStore } from '../../stores/user'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/dev/file'

/** Upload progress, 0–100. */
export type OnProgress = (percent: number) => void

/** One file as multipart/form-data, with progress; no timeout (a large file takes its time). */
export function uploadTo<T>(url: string, file: File, onProgress?: OnProgress): Promise<T> {
  const form = new FormData()
  form.append('file', file, file.name)
  return request.formdata<T>(url, form, {
    timeout: 0,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  })
}

export const fileApi = {
  ...crudApi<{
    record: typeof fileSchema
    page: typeof filePageQuerySchema
    detail: typeof fileSchema
    delete: typeof idListSchema
  }>(base),
  stats: read<FileStats>(`${base}/stats`),
  upload: (file: File, onProgress?: OnProgress) => uploadTo<FileRecord>(`${base}/upload`, file, onProgress),
}

/**
 * Where the browser reads a stored file: `<img src>`, links and frames send no header, so the
 * session's token goes in the query (the server takes it there for these routes only).
 */
export function fileUrl(id: string, kind: keyof typeof FILE_URLS = 'preview'): string {
  const token = useUserStore.getState().token
  const q = new URLSearchParams({ id, ...(token ? { token } : {}) })
  return `${FILE_URLS[kind].replace(/^\/api/, API_PREFIX)}?${q}`
}

/**
 * An image reference as user rows and settings hold it: a stored file's id becomes its URL; anything
 * else (a data URL saved before files were stored, a URL) is used as it is.
 */
export const fileSrc = (ref: string | null | undefined): string | undefined =>
  !ref ? undefined : isFileId(ref) ? fileUrl(ref) : ref
