import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { publishSchema, siteIdQuerySchema, siteLangQuerySchema } from '../biz/site.js'
import { idSchema } from '../common.js'
import { fields, optInstant, optText, publishedPageQuerySchema, reqText, sortCode } from '../fields.js'

const TITLE_MAX = 255
const CONTENT_MAX = 100_000

/** Where a notice is shown: the workbench (logged in), the login page, the public site. */
export const NOTICE_PLACES = ['WORKBENCH', 'LOGIN', 'SITE'] as const
export type NoticePlace = (typeof NOTICE_PLACES)[number]

export const NOTICE_LIMITS = { title: TITLE_MAX, content: CONTENT_MAX } as const

export const noticeAddSchema = z.object({
  title: reqText(TITLE_MAX),
  /** English title (empty: the Chinese one is shown to English readers). */
  titleEn: optText(TITLE_MAX),
  content: z.string().max(CONTENT_MAX).default(''),
  /** English content (empty: the Chinese one is shown). */
  contentEn: z.string().max(CONTENT_MAX).nullish(),
  placeList: z.array(z.enum(NOTICE_PLACES)).min(1).max(NOTICE_PLACES.length),
  /** The window it shows in; none: no bound. */
  startAt: optInstant,
  endAt: optInstant,
  pinned: z.boolean().default(false),
  remark: optText(255),
  sortCode,
})
export const noticeEditSchema = noticeAddSchema.extend({ id: idSchema })
export const noticePageQuerySchema = publishedPageQuerySchema.extend({
  place: z.enum(NOTICE_PLACES).optional(),
})
export const noticePublishSchema = publishSchema
/** Where, and in which language (English where a notice has it, else Chinese). */
export const noticePlaceQuerySchema = siteLangQuerySchema.extend({ place: z.enum(['LOGIN', 'SITE']) })
/** One site notice (published, place SITE, inside its window) in a language. */
export const noticePublicDetailQuerySchema = siteIdQuerySchema

export const noticeRowSchema = z.object(
  fields(
    strings('id', 'title', 'createdAt'),
    nullableStrings('titleEn', 'startAt', 'endAt'),
    booleans('pinned', 'published'),
    numbers('sortCode'),
    { placeList: z.array(z.string()) },
  ),
)
export const noticeDetailSchema = noticeRowSchema.extend(nullableStrings('content', 'contentEn', 'remark'))
/** A notice as the workbench, the login page and the site show it. */
export const noticeShownSchema = z.object(
  fields(strings('id', 'title', 'createdAt'), nullableStrings('content', 'startAt'), booleans('pinned')),
)
export type NoticeRow = z.infer<typeof noticeRowSchema>
export type NoticeDetail = z.infer<typeof noticeDetailSchema>
/** A site notice's own page (`/announcement/{id}`). */
export const noticePublicDetailSchema = noticeShownSchema.extend({ endAt: z.string().nullable() })
export type NoticeShown = z.infer<typeof noticeShownSchema>
export type NoticePublicDetail = z.infer<typeof noticePublicDetailSchema>
