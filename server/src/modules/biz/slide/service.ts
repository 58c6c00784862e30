import type { SchemaOutput, SiteLang, SlidePlace, SlidePublic, slideAddSchema } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertImages, defineContent, localize, localizeOpt } from '../../../core/content.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type SlideBody = SchemaOutput<typeof slideAddSchema>

/** Slides of the site's slideshows (home, products, news, about): an image, its words, a click target. */
export const slides = defineContent<'bizSlide', SlideBody>({
  table: 'bizSlide',
  missing: 'slideNotFound',
  list: {
    columns: ['place', 'title', 'titleEn', 'subtitle', 'subtitleEn', 'imageId', 'linkUrl'],
    search: ['title'],
    filters: ['place'],
  },
  async columns(db, b) {
    await assertImages(db, { imageId: b.imageId })
    return stored(b, [
      'place',
      'title',
      'titleEn',
      'subtitle',
      'subtitleEn',
      'imageId',
      'linkUrl',
      'sortCode',
    ])
  },
})

/** A place's published slides by sort code, in the visitor's language. */
export async function slidePublicList(
  db: Kysely<DB>,
  place: SlidePlace,
  lang: SiteLang,
): Promise<SlidePublic[]> {
  return (await slides.published(db, { where: { place }, limit: 20 })).map((r) => ({
    id: r.id,
    title: localize(lang, r.title, r.titleEn),
    subtitle: localizeOpt(lang, r.subtitle, r.subtitleEn),
    imageId: r.imageId,
    linkUrl: r.linkUrl,
  }))
}
