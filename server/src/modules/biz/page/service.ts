import type { PagePublic, PagePublicItem, pageAddSchema, SchemaOutput, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineContent, localize, localSection, sectionColumns } from '../../../core/content.js'
import { notFound } from '../../../core/errors.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type PageBody = SchemaOutput<typeof pageAddSchema>

/** Single pages, each at /page/{code} (social responsibility, privacy, legal notice, …). */
export const pages = defineContent<'bizPage', PageBody>({
  table: 'bizPage',
  missing: 'pageNotFound',
  list: { columns: ['code', 'title', 'titleEn'], search: ['title', 'code'] },
  unique: { column: 'code', clash: 'pageCodeTaken' },
  columns: (_db, b) => ({ code: b.code, ...sectionColumns(b), sortCode: b.sortCode }),
})

/** A published page in the visitor's language; an unknown or unpublished code is not found. */
export async function pagePublicDetail(db: Kysely<DB>, code: string, lang: SiteLang): Promise<PagePublic> {
  const [row] = await pages.published(db, { where: { code }, limit: 1 })
  if (!row) throw notFound('pageNotFound')
  return { code: row.code, ...localSection(lang, row) }
}

/** The published pages' codes and titles by sort code (the site footer's links). */
export async function pagePublicList(db: Kysely<DB>, lang: SiteLang): Promise<PagePublicItem[]> {
  return (await pages.published(db)).map((r) => ({ code: r.code, title: localize(lang, r.title, r.titleEn) }))
}
