import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely'
import { addTextSearch, dropTextSearch } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>
// biome-ignore lint/suspicious/noExplicitAny: a table under construction
type Table = CreateTableBuilder<any, any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/** Every content table: published (0/1), its place among its kind, who made and changed it. */
const common = (t: Table) =>
  t
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)

/** A text in Chinese (required or not) and its optional English version (`<name>_en`). */
const both = (t: Table, name: string, type: ColumnDataType, required = false) =>
  t.addColumn(name, type, (c) => (required ? c.notNull() : c)).addColumn(`${name}_en`, type)

/**
 * The company site's content (issue 9): company information sections, history events, news and
 * their categories, products and their categories, single pages, contact entries, links, slides,
 * recruitment positions and résumés. Texts a visitor reads come in Chinese and, optionally, English
 * (`_en`; the site falls back to Chinese). Site notices (announcements) gain English too.
 */
export async function up(db: Db): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute()

  // Sections of "about the company": PROFILE (the home page's introduction), CULTURE, HONOR, …
  let t = db.schema.createTable('biz_company_info').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('code', 'varchar(64)', (c) => c.notNull())
  t = both(t, 'title', 'varchar(255)', true)
  t = both(t, 'summary', 'varchar(1000)')
  t = both(t, 'content', 'text')
  t = t.addColumn('image_id', ID)
  await common(t).execute()
  await db.schema
    .createIndex('biz_company_info_code')
    .on('biz_company_info')
    .column('code')
    .unique()
    .execute()
  await index('biz_company_info_sort', 'biz_company_info', ['sort_code', 'id'])

  // Events of the history timeline; the date is 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (its text order).
  t = db.schema.createTable('biz_history').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('event_date', 'varchar(10)', (c) => c.notNull())
  t = both(t, 'title', 'varchar(255)', true)
  t = both(t, 'content', 'varchar(2000)')
  t = t.addColumn('image_id', ID)
  await common(t).execute()
  await index('biz_history_date', 'biz_history', ['event_date', 'id'])
  await index('biz_history_public', 'biz_history', ['published', 'event_date', 'id'])

  t = db.schema.createTable('biz_news_category').addColumn('id', ID, (c) => c.primaryKey())
  t = both(t, 'name', 'varchar(64)', true)
  await common(t).execute()
  await index('biz_news_category_sort', 'biz_news_category', ['sort_code', 'id'])

  // News: shown once published and its publish time has come (a later time schedules it), pinned first.
  t = db.schema.createTable('biz_news').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('category_id', ID)
  t = both(t, 'title', 'varchar(255)', true)
  t = both(t, 'summary', 'varchar(500)')
  t = both(t, 'content', 'text')
  t = t
    .addColumn('cover_id', ID)
    .addColumn('author', 'varchar(64)')
    .addColumn('source', 'varchar(128)')
    .addColumn('publish_at', TIME)
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
  await common(t).execute()
  await index('biz_news_created', 'biz_news', ['created_at', 'id'])
  await index('biz_news_publish', 'biz_news', ['publish_at', 'id'])
  await index('biz_news_views', 'biz_news', ['view_count', 'id'])
  // The site's lists: all news, and a category's, each pinned first and then newest first.
  await index('biz_news_public', 'biz_news', ['published', 'pinned', 'publish_at', 'id'])
  await index('biz_news_public_category', 'biz_news', [
    'category_id',
    'published',
    'pinned',
    'publish_at',
    'id',
  ])
  await addTextSearch(db, 'biz_news', 'title')

  t = db.schema.createTable('biz_product_category').addColumn('id', ID, (c) => c.primaryKey())
  t = both(t, 'name', 'varchar(64)', true)
  await common(t).execute()
  await index('biz_product_category_sort', 'biz_product_category', ['sort_code', 'id'])

  // Products: images as a list of file ids (the first is the cover), specifications as JSON rows.
  t = db.schema.createTable('biz_product').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('category_id', ID)
  t = both(t, 'name', 'varchar(128)', true)
  t = t.addColumn('model', 'varchar(64)')
  t = both(t, 'summary', 'varchar(500)')
  t = both(t, 'content', 'text')
  t = t.addColumn('image_ids', 'varchar(1000)').addColumn('specs', 'text')
  await common(t).execute()
  await index('biz_product_sort', 'biz_product', ['sort_code', 'id'])
  await index('biz_product_created', 'biz_product', ['created_at', 'id'])
  await index('biz_product_public', 'biz_product', ['published', 'sort_code', 'id'])
  await index('biz_product_public_category', 'biz_product', ['category_id', 'published', 'sort_code', 'id'])
  await addTextSearch(db, 'biz_product', 'name')

  // Single pages: a page of its own at /page/{code} (social responsibility, legal notice, …).
  t = db.schema.createTable('biz_page').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('code', 'varchar(64)', (c) => c.notNull())
  t = both(t, 'title', 'varchar(255)', true)
  t = both(t, 'summary', 'varchar(500)')
  t = both(t, 'content', 'text')
  await common(t).execute()
  await db.schema.createIndex('biz_page_code').on('biz_page').column('code').unique().execute()
  await index('biz_page_sort', 'biz_page', ['sort_code', 'id'])

  // Contact entries: ADDRESS, PHONE, HOTLINE, FAX, EMAIL, POSTCODE, WEBSITE, OTHER.
  t = db.schema.createTable('biz_contact').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('kind', 'varchar(16)', (c) => c.notNull())
  t = both(t, 'label', 'varchar(64)', true)
  t = both(t, 'value', 'varchar(255)', true)
  await common(t).execute()
  await index('biz_contact_sort', 'biz_contact', ['sort_code', 'id'])

  t = db.schema.createTable('biz_link').addColumn('id', ID, (c) => c.primaryKey())
  t = both(t, 'name', 'varchar(64)', true)
  t = t.addColumn('url', 'varchar(512)', (c) => c.notNull()).addColumn('logo_id', ID)
  await common(t).execute()
  await index('biz_link_sort', 'biz_link', ['sort_code', 'id'])

  // Slides of a place's slideshow (HOME, …): an image, its words, where a click goes.
  t = db.schema.createTable('biz_slide').addColumn('id', ID, (c) => c.primaryKey())
  t = t.addColumn('place', 'varchar(32)', (c) => c.notNull())
  t = both(t, 'title', 'varchar(128)', true)
  t = both(t, 'subtitle', 'varchar(255)')
  t = t.addColumn('image_id', ID, (c) => c.notNull()).addColumn('link_url', 'varchar(512)')
  await common(t).execute()
  await index('biz_slide_place', 'biz_slide', ['place', 'sort_code', 'id'])
  await index('biz_slide_sort', 'biz_slide', ['sort_code', 'id'])

  // Recruitment positions: `published` is "open" (shown and accepting applications).
  t = db.schema.createTable('biz_recruit').addColumn('id', ID, (c) => c.primaryKey())
  t = both(t, 'title', 'varchar(128)', true)
  t = both(t, 'department', 'varchar(64)')
  t = both(t, 'location', 'varchar(64)')
  t = both(t, 'education', 'varchar(64)')
  t = both(t, 'salary', 'varchar(64)')
  t = t.addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
  t = both(t, 'description', 'text')
  await common(t).execute()
  await index('biz_recruit_sort', 'biz_recruit', ['sort_code', 'id'])
  await index('biz_recruit_public', 'biz_recruit', ['published', 'sort_code', 'id'])

  // Résumés sent from /recruit: the position (and its title then), the applicant, the file, a status.
  await db.schema
    .createTable('biz_resume')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('recruit_id', ID, (c) => c.notNull())
    .addColumn('recruit_title', 'varchar(128)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)')
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('email', 'varchar(128)', (c) => c.notNull())
    .addColumn('education', 'varchar(64)')
    .addColumn('message', 'varchar(2000)')
    .addColumn('file_id', ID)
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('remark', 'varchar(500)')
    .addColumn('client_ip', 'varchar(64)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()
  await index('biz_resume_created', 'biz_resume', ['created_at', 'id'])
  await index('biz_resume_status', 'biz_resume', ['status', 'created_at', 'id'])
  await index('biz_resume_recruit', 'biz_resume', ['recruit_id', 'created_at', 'id'])
  await addTextSearch(db, 'biz_resume', 'name')

  // Site notices (announcements) in English too.
  await db.schema.alterTable('sys_notice').addColumn('title_en', 'varchar(255)').execute()
  await db.schema.alterTable('sys_notice').addColumn('content_en', 'text').execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sys_notice').dropColumn('content_en').execute()
  await db.schema.alterTable('sys_notice').dropColumn('title_en').execute()
  for (const [table, column] of [
    ['biz_resume', 'name'],
    ['biz_product', 'name'],
    ['biz_news', 'title'],
  ] as const)
    await dropTextSearch(db, table, column)
  for (const table of [
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
    await db.schema.dropTable(table).execute()
}
