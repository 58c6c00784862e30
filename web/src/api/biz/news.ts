import {
  type idListSchema,
  imageUrl,
  type NewsCategoryOption,
  type NewsDetail,
  type newsAddSchema,
  type newsEditSchema,
  type newsPageQuerySchema,
  type newsRowSchema,
  type SchemaInput,
  type UploadedImage,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { type OnProgress, uploadTo } from '../dev/file'
import { read } from '../read'
import { request } from '../request'

/** What the news form sends (`add`; `edit` adds the id). */
export type NewsBody = SchemaInput<typeof newsAddSchema>

const base = '/biz/news'

const upload = (file: File, onProgress?: OnProgress) =>
  uploadTo<UploadedImage>(`${base}/upload`, file, onProgress)

export const newsApi = {
  ...crudApi<{
    record: typeof newsRowSchema
    page: typeof newsPageQuerySchema
    add: typeof newsAddSchema
    edit: typeof newsEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<NewsDetail, { id: string }>(`${base}/detail`),
  /** Every category, for the form's choice and the list's filter. */
  categoryOptions: read<NewsCategoryOption[]>(`${base}/categoryOptions`),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
  /** A cover (or an image inside the content): stored as a public content image. */
  upload,
  /** For the rich-text editor: stores the image and answers the address its `<img>` shows. */
  uploadContentImage: async (file: File) => imageUrl((await upload(file)).id, 960),
}
