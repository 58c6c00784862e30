import {
  type idListSchema,
  imageUrl,
  type RecruitDetail,
  type recruitAddSchema,
  type recruitEditSchema,
  type recruitPageQuerySchema,
  type recruitRowSchema,
  type SchemaInput,
  type UploadedImage,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { type OnProgress, uploadTo } from '../dev/file'
import { read } from '../read'
import { request } from '../request'

/** What the position form sends (`add`; `edit` adds the id). */
export type RecruitBody = SchemaInput<typeof recruitAddSchema>

const base = '/biz/recruit'

const upload = (file: File, onProgress?: OnProgress) =>
  uploadTo<UploadedImage>(`${base}/upload`, file, onProgress)

export const recruitApi = {
  ...crudApi<{
    record: typeof recruitRowSchema
    page: typeof recruitPageQuerySchema
    add: typeof recruitAddSchema
    edit: typeof recruitEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<RecruitDetail, { id: string }>(`${base}/detail`),
  /** Opens (published) or closes positions. */
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
  /** For the rich-text editor: stores the image and answers the address its `<img>` shows. */
  uploadContentImage: async (file: File) => imageUrl((await upload(file)).id, 960),
}
