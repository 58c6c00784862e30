import type { LinkPublic, linkAddSchema, SchemaOutput, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertImages, defineContent, localize } from '../../../core/content.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type LinkBody = SchemaOutput<typeof linkAddSchema>

/** Links of the site's footer (industry associations, partners): a name, an http(s) address, a logo. */
export const links = defineContent<'bizLink', LinkBody>({
  table: 'bizLink',
  missing: 'linkNotFound',
  list: { columns: ['name', 'nameEn', 'url', 'logoId'], search: ['name', 'url'] },
  async columns(db, b) {
    await assertImages(db, { logoId: b.logoId })
    return stored(b, ['name', 'nameEn', 'url', 'logoId', 'sortCode'])
  },
})

/** The published links by sort code, in the visitor's language. */
export async function linkPublicList(db: Kysely<DB>, lang: SiteLang): Promise<LinkPublic[]> {
  return (await links.published(db)).map((r) => ({
    id: r.id,
    name: localize(lang, r.name, r.nameEn),
    url: r.url,
    logoId: r.logoId,
  }))
}
