import type { FileRecord, FileStats, filePageQuerySchema, fileSchema, idListSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

export { fileSrc, fileUrl } from '../fileUrl'

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
