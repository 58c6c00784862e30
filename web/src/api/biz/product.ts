import {
  type idListSchema,
  imageUrl,
  type ProductCategoryOption,
  type ProductDetail,
  type productAddSchema,
  type productEditSchema,
  type productPageQuerySchema,
  type productRowSchema,
  type SchemaInput,
  type UploadedImage,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { type OnProgress, uploadTo } from '../dev/file'
import { read } from '../read'
import { request } from '../request'

/** What the product form sends (`add`; `edit` adds the id). */
export type ProductBody = SchemaInput<typeof productAddSchema>

const base = '/biz/product'

const upload = (file: File, onProgress?: OnProgress) =>
  uploadTo<UploadedImage>(`${base}/upload`, file, onProgress)

export const productApi = {
  ...crudApi<{
    record: typeof productRowSchema
    page: typeof productPageQuerySchema
    add: typeof productAddSchema
    edit: typeof productEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<ProductDetail, { id: string }>(`${base}/detail`),
  /** Every category, for the form's choice and the list's filter. */
  categoryOptions: read<ProductCategoryOption[]>(`${base}/categoryOptions`),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
  /** A product image (or an image inside its content): stored as a public content image. */
  upload,
  /** For the rich-text editor: stores the image and answers the address its `<img>` shows. */
  uploadContentImage: async (file: File) => imageUrl((await upload(file)).id, 960),
}
