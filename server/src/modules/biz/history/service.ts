import type { HistoryPublic, historyAddSchema, SchemaOutput, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertImages, defineContent, localize, localizeOpt } from '../../../core/content.js'
import type { Order } from '../../../core/list.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type HistoryBody = SchemaOutput<typeof historyAddSchema>

const byDate: Order = { by: ['x.eventDate', 'x.id'], index: 'biz_history_date' }

/** Events of the company's history: a date ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD'), plain text, an image. */
export const history = defineContent<'bizHistory', HistoryBody>({
  table: 'bizHistory',
  missing: 'historyNotFound',
  // The back-office lists the latest first; the site tells the story from the start.
  list: {
    columns: ['eventDate', 'title', 'titleEn', 'imageId'],
    search: ['title'],
    order: { by: byDate.by.map((c) => [c as string, 'desc'] as const), index: byDate.index },
    sort: { eventDate: byDate },
  },
  async columns(db, b) {
    await assertImages(db, { imageId: b.imageId })
    return stored(b, ['eventDate', 'title', 'titleEn', 'content', 'contentEn', 'imageId', 'sortCode'])
  },
})

/** The published events, oldest first (the same date: by sort code), in the visitor's language. */
export async function historyPublicList(db: Kysely<DB>, lang: SiteLang): Promise<HistoryPublic[]> {
  return (await history.published(db, { order: ['eventDate', 'sortCode', 'id'], limit: 500 })).map((r) => ({
    id: r.id,
    eventDate: r.eventDate,
    title: localize(lang, r.title, r.titleEn),
    content: localizeOpt(lang, r.content, r.contentEn),
    imageId: r.imageId,
  }))
}
