import {
  type contentPageQuerySchema,
  imageUrl,
  type PageResult,
  type SchemaInput,
  type UploadedImage,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { type OnProgress, uploadTo } from '../dev/file'
import type { SchemasOf } from '../entitySchemas'
import type { Read } from '../read'
import { request } from '../request'

/** What entity `N`'s form sends (`add`; `edit` adds the id). */
export type ContentBody<N extends string> = SchemaInput<NonNullable<SchemasOf<N>['add']>>

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
  upload: (file: File, onProgress?: OnProgress) => Promise<UploadedImage>
  uploadContentImage: (file: File) => Promise<string>
}

/**
 * The calls of a list whose rows are published on the site (`/biz/<entity>`): list, detail, add,
 * edit and delete typed by the contract's schemas of the entity (by their names), and publish.
 */
export function publishApi<N extends string>(entity: N) {
  const base = `/biz/${entity}`
  return {
    entity,
    ...crudApi<SchemasOf<N>>(base),
    publish: (idList: string[], published: boolean) =>
      request.post<unknown>(`${base}/publish`, { idList, published }),
  }
}

/**
 * The calls of site-content entity `entity` (`link`: `/biz/link`, the server's `contentRoutes`; news,
 * products, positions): `publishApi`'s, and its image upload (a public content image) for the image
 * fields and the rich-text editor.
 */
export function contentApi<N extends string>(entity: N) {
  const upload = (file: File, onProgress?: OnProgress) =>
    uploadTo<UploadedImage>(`/biz/${entity}/upload`, file, onProgress)
  return {
    ...publishApi(entity),
    upload,
    /** For the rich-text editor: stores the image and answers the address its `<img>` shows. */
    uploadContentImage: async (file: File) => imageUrl((await upload(file)).id, 960),
  }
}
