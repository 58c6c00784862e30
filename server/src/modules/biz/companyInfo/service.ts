import type { CompanyInfoPublic, companyInfoAddSchema, SchemaOutput, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertImages, defineContent, localSection, sectionColumns } from '../../../core/content.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type CompanyInfoBody = SchemaOutput<typeof companyInfoAddSchema>

/**
 * Sections of "about the company", each under a unique code: PROFILE (the home page's
 * introduction), CULTURE, HONOR, QUALITY, …; rich content in both languages, an image.
 */
export const companyInfo = defineContent<'bizCompanyInfo', CompanyInfoBody>({
  table: 'bizCompanyInfo',
  missing: 'companyInfoNotFound',
  list: { columns: ['code', 'title', 'titleEn', 'imageId'], search: ['title', 'code'] },
  unique: { column: 'code', clash: 'companyInfoCodeTaken' },
  async columns(db, b) {
    await assertImages(db, { imageId: b.imageId })
    return { code: b.code, ...sectionColumns(b), imageId: b.imageId ?? null, sortCode: b.sortCode }
  },
})

/** The published sections by sort code, in the visitor's language. */
export async function companyInfoPublicList(db: Kysely<DB>, lang: SiteLang): Promise<CompanyInfoPublic[]> {
  return (await companyInfo.published(db)).map((r) => ({
    id: r.id,
    code: r.code,
    ...localSection(lang, r),
    imageId: r.imageId,
  }))
}
