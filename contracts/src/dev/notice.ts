import { z } from 'zod'
import { SITE_LANGS } from '../biz/site.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'

const TITLE_MAX = 255
const CONTENT_MAX = 100_000
const TIME_MAX = 32

/** Where a notice is shown: the workbench (logged in), the login page, the public site. */
export const NOTICE_PLACES = ['WORKBENCH', 'LOGIN', 'SITE'] as const
export type NoticePlace = (typeof NOTICE_PLACES)[number]

export const NOTICE_LIMITS = { title: TITLE_MAX, content: CONTENT_MAX } as const

/** An ISO 8601 instant (the web sends `toISOString()`); null means "no bound". */
const instant = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.datetime({ offset: true }).max(TIME_MAX).nullish(),
)

export const noticeAddSchema = z.object({
  title: reqText(TITLE_MAX),
  /** English title (empty: the Chinese one is shown to English readers). */
  titleEn: optText(TITLE_MAX),
  content: z.string().max(CONTENT_MAX).default(''),
  /** English content (empty: the Chinese one is shown). */
  contentEn: z.string().max(CONTENT_MAX).nullish(),
  placeList: z.array(z.enum(NOTICE_PLACES)).min(1).max(NOTICE_PLACES.length),
  startAt: instant,
  endAt: instant,
  pinned: z.boolean().default(false),
  remark: optText(255),
  sortCode,
})
export const noticeEditSchema = noticeAddSchema.extend({ id: idSchema })
export const noticePageQuerySchema = pageQuerySchema.extend({
  searchKey,
  place: z.enum(NOTICE_PLACES).optional(),
  published: z.enum(['0', '1']).optional(),
})
export const noticePublishSchema = z.object({
  idList: z.array(idSchema).min(1).max(500),
  published: z.boolean(),
})
/** Where, and in which language (English where a notice has it, else Chinese). */
export const noticePlaceQuerySchema = z.object({
  place: z.enum(['LOGIN', 'SITE']),
  lang: z.enum(SITE_LANGS).default('zh-cn'),
})
/** One site notice (published, place SITE, inside its window) in a language. */
export const noticePublicDetailQuerySchema = z.object({
  id: idSchema,
  lang: z.enum(SITE_LANGS).default('zh-cn'),
})

export const noticeRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  placeList: z.array(z.string()),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  pinned: z.boolean(),
  published: z.boolean(),
  sortCode: z.number(),
  createdAt: z.string(),
})
export const noticeDetailSchema = noticeRowSchema.extend({
  content: z.string().nullable(),
  contentEn: z.string().nullable(),
  remark: z.string().nullable(),
})
/** A notice as the workbench, the login page and the site show it. */
export const noticeShownSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  pinned: z.boolean(),
  startAt: z.string().nullable(),
  createdAt: z.string(),
})
export type NoticeRow = z.infer<typeof noticeRowSchema>
export type NoticeDetail = z.infer<typeof noticeDetailSchema>
/** A site notice's own page (`/announcement/{id}`). */
export const noticePublicDetailSchema = noticeShownSchema.extend({ endAt: z.string().nullable() })
export type NoticeShown = z.infer<typeof noticeShownSchema>
export type NoticePublicDetail = z.infer<typeof noticePublicDetailSchema>
