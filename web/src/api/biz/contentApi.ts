import {
  type AnySchema,
  type contentPageQuerySchema,
  type idListSchema,
  imageUrl,
  type PageResult,
  type SchemaInput,
  type UploadedImage,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { type OnProgress, uploadTo } from '../dev/file'
import type { Read } from '../read'
import { request } from '../request'

type Contracts = typeof import('@portal/contracts')
/** A schema the contracts export under `name` (types only: nothing of zod reaches the browser). */
type Named<Name extends string> = Extract<Contracts[Name & keyof Contracts], AnySchema>
/** The schemas of entity `N` by the contracts' naming: `<n>RowSchema`, `<n>PageQuerySchema`, … */
type SchemasOf<N extends string> = {
  record: Named<`${N}RowSchema`>
  page: Named<`${N}PageQuerySchema`>
  detail: Named<`${N}DetailSchema`>
  add: Named<`${N}AddSchema`>
  edit: Named<`${N}EditSchema`>
  delete: typeof idListSchema
}
/** What entity `N`'s form sends (`add`; `edit` adds the id). */
export type ContentBody<N extends string> = SchemaInput<SchemasOf<N>['add']>

/** The calls every site-content page makes, whatever its entity (`views/biz/components/content`). */
export interface ContentCalls<T, B extends object> {
  /** The entity (`companyInfo`): its page's menu code is `bizCompanyInfo`. */
  entity: string
  key: readonly string[]
  page: Read<SchemaInput<typeof contentPageQuerySchema>, PageResult<T>>
  detail: Read<{ id: string }, object>
  add: (body: B) => Promise<unknown>
  edit: (body: B & { id: string }) => Promise<unknown>
  delete: (ids: string[]) => Promise<unknown>
  publish: (idList: string[], published: boolean) => Promise<unknown>
}

/**
 * The calls of site-content entity `entity` (`link`: `/biz/link`, the server's `contentRoutes`),
 * typed by its contract's schemas: list, detail, add, edit, delete, publish, and its image upload
 * (a public content image) for the image fields and the rich-text editor.
 */
export function contentApi<N extends string>(entity: N) {
  const base = `/biz/${entity}`
  const upload = (file: File, onProgress?: OnProgress) =>
    uploadTo<UploadedImage>(`${base}/upload`, file, onProgress)
  return {
    entity,
    ...crudApi<SchemasOf<N>>(base),
    publish: (idList: string[], published: boolean) =>
      request.post<unknown>(`${base}/publish`, { idList, published }),
    upload,
    /** For the rich-text editor: stores the image and answers the address its `<img>` shows. */
    uploadContentImage: async (file: File) => imageUrl((await upload(file)).id, 960),
  }
}
