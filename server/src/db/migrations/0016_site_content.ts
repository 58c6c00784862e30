import type { ColumnDataType } from 'kysely'
import { addTextSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import {
  AUDIT,
  addColumns,
  type Columns,
  createTable,
  type Db,
  dropColumns,
  dropTables,
  ID,
  SORT,
  TIME,
} from './tables.js'

/** Every content table: published (0/1), its place among its kind, who made and changed it. */
const COMMON = {
  published: ['integer', { default: 0 }],
  ...SORT,
  ...AUDIT,
} satisfies Columns

/** A text in Chinese (required or not) and its optional English version (`<name>_en`). */
const both = (name: string, type: ColumnDataType, required = false): Columns => ({
  [name]: required ? [type, 'notNull'] : type,
  [`${name}_en`]: type,
})

/**
 * The company site's content (issue 9): company information sections, history events, news and
 * their categories, products and their categories, single pages, contact entries, links, slides,
 * recruitment positions and résumés. Texts a visitor reads come in Chinese and, optionally, English
 * (`_en`; the site falls back to Chinese). Site notices (announcements) gain English too.
 */
export async function up(db: Db): Promise<void> {
  // Sections of "about the company": PROFILE (the home page's introduction), CULTURE, HONOR, …
  await createTable(db, 'biz_company_info', {
    code: ['varchar(64)', 'notNull'],
    ...both('title', 'varchar(255)', true),
    ...both('summary', 'varchar(1000)'),
    ...both('content', 'text'),
    image_id: ID,
    ...COMMON,
  })
  await createIndexes(db, 'biz_company_info', {
    biz_company_info_code: { unique: ['code'] },
    biz_company_info_sort: ['sort_code', 'id'],
  })

  // Events of the history timeline; the date is 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (its text order).
  await createTable(db, 'biz_history', {
    event_date: ['varchar(10)', 'notNull'],
    ...both('title', 'varchar(255)', true),
    ...both('content', 'varchar(2000)'),
    image_id: ID,
    ...COMMON,
  })
  await createIndexes(db, 'biz_history', {
    biz_history_date: ['event_date', 'id'],
    biz_history_public: ['published', 'event_date', 'id'],
  })

  await createTable(db, 'biz_news_category', { ...both('name', 'varchar(64)', true), ...COMMON })
  await createIndexes(db, 'biz_news_category', { biz_news_category_sort: ['sort_code', 'id'] })

  // News: shown once published and its publish time has come (a later time schedules it), pinned first.
  await createTable(db, 'biz_news', {
    category_id: ID,
    ...both('title', 'varchar(255)', true),
    ...both('summary', 'varchar(500)'),
    ...both('content', 'text'),
    cover_id: ID,
    author: 'varchar(64)',
    source: 'varchar(128)',
    publish_at: TIME,
    pinned: ['integer', { default: 0 }],
    view_count: ['integer', { default: 0 }],
    ...COMMON,
  })
  await createIndexes(db, 'biz_news', {
    biz_news_created: ['created_at', 'id'],
    biz_news_publish: ['publish_at', 'id'],
    biz_news_views: ['view_count', 'id'],
    // The site's lists: all news, and a category's, each pinned first and then newest first.
    biz_news_public: ['published', 'pinned', 'publish_at', 'id'],
    biz_news_public_category: ['category_id', 'published', 'pinned', 'publish_at', 'id'],
  })
  await addTextSearch(db, 'biz_news', 'title')

  await createTable(db, 'biz_product_category', { ...both('name', 'varchar(64)', true), ...COMMON })
  await createIndexes(db, 'biz_product_category', { biz_product_category_sort: ['sort_code', 'id'] })

  // Products: images as a list of file ids (the first is the cover), specifications as JSON rows.
  await createTable(db, 'biz_product', {
    category_id: ID,
    ...both('name', 'varchar(128)', true),
    model: 'varchar(64)',
    ...both('summary', 'varchar(500)'),
    ...both('content', 'text'),
    image_ids: 'varchar(1000)',
    specs: 'text',
    ...COMMON,
  })
  await createIndexes(db, 'biz_product', {
    biz_product_sort: ['sort_code', 'id'],
    biz_product_created: ['created_at', 'id'],
    biz_product_public: ['published', 'sort_code', 'id'],
    biz_product_public_category: ['category_id', 'published', 'sort_code', 'id'],
  })
  await addTextSearch(db, 'biz_product', 'name')

  // Single pages: a page of its own at /page/{code} (social responsibility, legal notice, …).
  await createTable(db, 'biz_page', {
    code: ['varchar(64)', 'notNull'],
    ...both('title', 'varchar(255)', true),
    ...both('summary', 'varchar(500)'),
    ...both('content', 'text'),
    ...COMMON,
  })
  await createIndexes(db, 'biz_page', {
    biz_page_code: { unique: ['code'] },
    biz_page_sort: ['sort_code', 'id'],
  })

  // Contact entries: ADDRESS, PHONE, HOTLINE, FAX, EMAIL, POSTCODE, WEBSITE, OTHER.
  await createTable(db, 'biz_contact', {
    kind: ['varchar(16)', 'notNull'],
    ...both('label', 'varchar(64)', true),
    ...both('value', 'varchar(255)', true),
    ...COMMON,
  })
  await createIndexes(db, 'biz_contact', { biz_contact_sort: ['sort_code', 'id'] })

  await createTable(db, 'biz_link', {
    ...both('name', 'varchar(64)', true),
    url: ['varchar(512)', 'notNull'],
    logo_id: ID,
    ...COMMON,
  })
  await createIndexes(db, 'biz_link', { biz_link_sort: ['sort_code', 'id'] })

  // Slides of a place's slideshow (HOME, …): an image, its words, where a click goes.
  await createTable(db, 'biz_slide', {
    place: ['varchar(32)', 'notNull'],
    ...both('title', 'varchar(128)', true),
    ...both('subtitle', 'varchar(255)'),
    image_id: [ID, 'notNull'],
    link_url: 'varchar(512)',
    ...COMMON,
  })
  await createIndexes(db, 'biz_slide', {
    biz_slide_place: ['place', 'sort_code', 'id'],
    biz_slide_sort: ['sort_code', 'id'],
  })

  // Recruitment positions: `published` is "open" (shown and accepting applications).
  await createTable(db, 'biz_recruit', {
    ...both('title', 'varchar(128)', true),
    ...both('department', 'varchar(64)'),
    ...both('location', 'varchar(64)'),
    ...both('education', 'varchar(64)'),
    ...both('salary', 'varchar(64)'),
    headcount: ['integer', { default: 1 }],
    ...both('description', 'text'),
    ...COMMON,
  })
  await createIndexes(db, 'biz_recruit', {
    biz_recruit_sort: ['sort_code', 'id'],
    biz_recruit_public: ['published', 'sort_code', 'id'],
  })

  // Résumés sent from /recruit: the position (and its title then), the applicant, the file, a status.
  await createTable(db, 'biz_resume', {
    recruit_id: [ID, 'notNull'],
    recruit_title: ['varchar(128)', 'notNull'],
    name: ['varchar(64)', 'notNull'],
    gender: 'varchar(8)',
    phone: ['varchar(16)', 'notNull'],
    email: ['varchar(128)', 'notNull'],
    education: 'varchar(64)',
    message: 'varchar(2000)',
    file_id: ID,
    status: ['varchar(16)', { default: 'NEW' }],
    remark: 'varchar(500)',
    client_ip: 'varchar(64)',
    created_at: [TIME, 'notNull'],
    updated_at: TIME,
    updated_user: ID,
  })
  await createIndexes(db, 'biz_resume', {
    biz_resume_created: ['created_at', 'id'],
    biz_resume_status: ['status', 'created_at', 'id'],
    biz_resume_recruit: ['recruit_id', 'created_at', 'id'],
  })
  await addTextSearch(db, 'biz_resume', 'name')

  // Site notices (announcements) in English too.
  await addColumns(db, 'sys_notice', { title_en: 'varchar(255)', content_en: 'text' })
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'sys_notice', ['content_en', 'title_en'])
  for (const [table, column] of [
    ['biz_resume', 'name'],
    ['biz_product', 'name'],
    ['biz_news', 'title'],
  ] as const)
    await dropTextSearch(db, table, column)
  await dropTables(db, [
    'biz_resume',
    'biz_recruit',
    'biz_slide',
    'biz_link',
    'biz_contact',
    'biz_page',
    'biz_product',
    'biz_product_category',
    'biz_news',
    'biz_news_category',
    'biz_history',
    'biz_company_info',
  ])
}
