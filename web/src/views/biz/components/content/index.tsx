import { imageUrl } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, Button, Form, type FormRule, Image, Input, Select, Space, Tabs, Tag, Typography } from 'antd'
import type { ParseKeys, TFunction } from 'i18next'
import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentCalls } from '../../../../api/biz/contentApi'
import type { Read } from '../../../../api/read'
import { ActionLink, SortCodeItem, useRules } from '../../../../components/AdminKit'
import { type CrudCalls, CrudForm, CrudToolbar, useCrud } from '../../../../components/AdminKit/crud'
import Auth from '../../../../components/Auth'
import { RichTextInput } from '../../../../components/RichText'
import SearchTable, { type SearchField, type STColumn } from '../../../../components/SearchTable'
import { selectField } from '../../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../../components/yesNoOptions'

/**
 * What the pages of the small site-content entities share (company information, history, single
 * pages, contact entries, links, slides): a searchable list with publish state, sort code and
 * actions, publishing from a row or for the selection, and an add / edit form with Chinese and
 * English fields side by side.
 */

/** What every row of a content list has. */
export interface ContentRow {
  id: string
  published: boolean
  sortCode: number
  createdAt: string
}

export interface ContentPageProps<T extends ContentRow, B extends object> {
  /**
   * The entity's calls. Its menu code is `biz<Entity>` (buttons `<code>Add|Edit|Delete|Publish`), its
   * texts `admin.<code>` (titles `list|add|edit`), its list id and test-id prefix `biz-<entity>` in
   * kebab case (`biz-company-info`).
   */
  api: ContentCalls<T, B>
  /** How a row is named in test ids. */
  name: (record: T) => string
  /** The entity's own columns (publish state, sort code, creation time and actions follow). */
  columns: STColumn<T>[]
  /** The key of the keyword box's placeholder (what it searches) in the page's texts. */
  keyword?: string
  /** Filters besides the keyword and the publish state. */
  searchFields?: SearchField[]
  /** Values of a new record besides its sort code 0. */
  defaults?: Partial<B>
  /**
   * The form's fields (the sort code follows). Inside it, the fields here label themselves with their
   * name's text in the page's texts and upload through the entity's calls unless told otherwise.
   */
  form: ReactNode
  width?: number
}

/** What the fields of a content page's form read from their page. */
interface ContentForm {
  /** The text of `key` in the page's texts (`admin.bizLink.<key>`). */
  text: (key: string) => string
  api: Pick<ContentCalls<unknown, object>, 'upload' | 'uploadContentImage'>
}

const ContentFormContext = createContext<ContentForm | null>(null)

/** The content page a form field stands in (a field outside one is given its label and calls). */
export const useContentForm = () => useContext(ContentFormContext)

/** A field's label: the one given, else the text of its name in the content page's texts. */
function useFieldLabel(name: string, given?: string) {
  const page = useContentForm()
  return given ?? page?.text(name) ?? name
}

/** A content entity's list page and its add / edit form. */
export function ContentPage<T extends ContentRow, B extends object>(props: ContentPageProps<T, B>) {
  const { api, name } = props
  const code = `biz${api.entity.replace(/^./, (c) => c.toUpperCase())}`
  const id = kebab(code)
  const texts = `admin.${code}`
  const { t } = useTranslation()
  const { message } = App.useApp()
  const list = usePublishList<T, B>(api, { code, prefix: id, name })
  const { crud } = list
  const publishSelected = (published: boolean) => {
    if (!crud.selected.length) void message.warning(t('admin.common.selectFirst'))
    else void list.publish(crud.selected.map(String), published).catch(() => undefined)
  }
  return (
    <>
      <SearchTable
        id={id}
        data-testid={id}
        {...crud.tableProps}
        printTitle={groupText(t, texts, 'list')}
        columns={[...props.columns, ...list.tailColumns()]}
        request={api.page}
        searchFields={[
          crud.keywordField(groupText(t, texts, props.keyword ?? 'keyword')),
          ...(props.searchFields ?? []),
          publishedFilter(t),
        ]}
        toolbar={list.toolbar(
          <Auth code={`${code}Publish`}>
            <Space size={8}>
              <Button onClick={() => publishSelected(true)} data-testid={`${id}-publish-selected`}>
                {t('admin.siteContent.publishSelected')}
              </Button>
              <Button onClick={() => publishSelected(false)}>
                {t('admin.siteContent.unpublishSelected')}
              </Button>
            </Space>
          </Auth>,
        )}
      />
      <CrudForm<T, B>
        crud={crud}
        titles={[groupText(t, texts, 'add'), groupText(t, texts, 'edit')]}
        defaults={{ sortCode: 0, ...props.defaults } as unknown as Partial<B>}
        load={(r, read) => read(api.detail.query({ id: r.id }))}
        width={props.width ?? 760}
        data-testid={`${id}-form`}
      >
        <ContentFormContext value={{ text: (key) => groupText(t, texts, key), api }}>
          {props.form}
        </ContentFormContext>
        <SortCodeItem />
      </CrudForm>
    </>
  )
}

/** `bizCompanyInfo` as `biz-company-info`. */
export const kebab = (code: string) => code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The prefix of a group of texts holding the keys `K` (`admin.bizLink` for `list`). */
export type TextGroup<K extends string> = ParseKeys extends infer P
  ? P extends `${infer G}.${K}`
    ? G
    : never
  : never

/** A text of a group by its key (the group's type, or the page, says the key is there). */
export const groupText = (t: TFunction, group: string, key: string) => t(`${group}.${key}` as ParseKeys)

/** The texts of a publish state: the site content's, or a page's own (positions open and close). */
export interface PublishWords {
  /** The state's name: the column's title and the filter's label. */
  state: ParseKeys
  /** A published row's state, and an unpublished one's. */
  on: ParseKeys
  off: ParseKeys
  /** The row actions. */
  publish: ParseKeys
  unpublish: ParseKeys
  /** What the actions say when done. */
  publishedOk: ParseKeys
  unpublishedOk: ParseKeys
}

export const SITE_CONTENT_WORDS: PublishWords = {
  state: 'admin.siteContent.published',
  on: 'admin.siteContent.isPublished',
  off: 'admin.siteContent.unpublished',
  publish: 'admin.siteContent.publish',
  unpublish: 'admin.siteContent.unpublish',
  publishedOk: 'admin.siteContent.publishedOk',
  unpublishedOk: 'admin.siteContent.unpublishedOk',
}

/** The calls of a list whose rows are published and withdrawn. */
export type PublishCalls<B extends object> = CrudCalls<B> & {
  publish: (idList: string[], published: boolean) => Promise<unknown>
}

/**
 * The scaffolding of a list whose rows are published on the site (content, news, products and their
 * categories): the CRUD state, publishing, the action column with its publish link and the toolbar,
 * named by the page's menu code (`<code>Add|Edit|Delete|Publish`) and test-id prefix
 * (`<prefix>-add`, `<prefix>-<action>-<name>`), in the site content's words unless given others.
 */
export function usePublishList<T extends { id: string; published: boolean }, B extends object>(
  api: PublishCalls<B>,
  {
    code,
    prefix,
    name,
    words = SITE_CONTENT_WORDS,
  }: { code: string; prefix: string; name: (record: T) => string; words?: PublishWords },
) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<T, B>(api)
  const publish = async (ids: string[], published: boolean) => {
    await api.publish(ids, published)
    void message.success(t(published ? words.publishedOk : words.unpublishedOk))
    crud.changed()
  }
  const actionColumn = () =>
    crud.actionColumn({
      edit: `${code}Edit`,
      remove: `${code}Delete`,
      testId: (r, action) => `${prefix}-${action}-${name(r)}`,
      links: (r) => (
        <ActionLink
          code={`${code}Publish`}
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`${prefix}-publish-${name(r)}`}
        >
          {t(r.published ? words.unpublish : words.publish)}
        </ActionLink>
      ),
    })
  return {
    crud,
    publish,
    actionColumn,
    /** The publish state, sort code, creation time and action columns that end such a list. */
    tailColumns: (): STColumn<T>[] => [
      publishedColumn(t, words),
      crud.sortCodeColumn(),
      crud.createdAtColumn(),
      actionColumn(),
    ],
    /** Add, the page's own buttons, delete selected. */
    toolbar: (children?: ReactNode) => (
      <CrudToolbar
        crud={crud}
        add={{ code: `${code}Add`, testId: `${prefix}-add`, onClick: () => crud.add() }}
        remove={`${code}Delete`}
      >
        {children}
      </CrudToolbar>
    ),
  }
}

/** The publish state of a row, as a tag. */
export function publishedColumn<T extends { published: boolean }>(
  t: TFunction,
  words = SITE_CONTENT_WORDS,
): STColumn<T> {
  return {
    title: t(words.state),
    dataIndex: 'published',
    width: 96,
    printText: (r) => t(r.published ? words.on : words.off),
    render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? words.on : words.off)}</Tag>,
  }
}

/** The list's filter on the publish state (`published=1|0`). */
export function publishedFilter(t: TFunction, words = SITE_CONTENT_WORDS): SearchField {
  return selectField('published', t(words.state), yesNoOptions(t(words.on), t(words.off)))
}

interface CategoryOption {
  id: string
  name: string
  nameEn: string | null
  published: boolean
}

const NO_CATEGORIES: CategoryOption[] = []

/**
 * The categories of news or products (read with `read`) for a filter and a form: each named in
 * the interface language, an unpublished one said so (its items do not show on the site).
 */
export function useCategoryChoice(read: Read<void, readonly CategoryOption[]>) {
  const { t, i18n } = useTranslation()
  const { data: categories = NO_CATEGORIES } = useQuery(read.query())
  const nameOf = (c: CategoryOption) => (i18n.language === 'en' && c.nameEn) || c.name
  const options = categories.map((c) => ({
    value: c.id,
    label: c.published ? nameOf(c) : t('admin.siteContent.categoryUnpublished', { name: nameOf(c) }),
  }))
  /** A row's category column: the category's name now, else the name the row was read with. */
  const column = <T extends { categoryId: string | null; categoryName: string | null }>(
    title: string,
    width: number,
  ): STColumn<T> => ({
    title,
    dataIndex: 'categoryName',
    width,
    render: (v: string | null, r: T) => {
      const c = categories.find((x) => x.id === r.categoryId)
      return c
        ? nameOf(c)
        : (v ?? <Typography.Text type="secondary">{t('admin.siteContent.noCategory')}</Typography.Text>)
    },
  })
  /** The list's filter on the category. */
  const filter = (label: string): SearchField => ({
    name: 'categoryId',
    label,
    node: <Select allowClear showSearch optionFilterProp="label" options={options} />,
  })
  /** The form's choice of the category (none allowed). */
  const select = (testId: string) => (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      options={options}
      placeholder={t('admin.siteContent.noCategory')}
      data-testid={testId}
    />
  )
  return { column, filter, select }
}

/** Chinese above, English below in grey (or a dash), for a column of a text in both languages. */
export function bilingualColumn<T extends object>(
  title: string,
  zh: keyof T & string,
  opts: Partial<STColumn<T>> = {},
): STColumn<T> {
  return {
    title,
    dataIndex: zh,
    ellipsis: true,
    ...opts,
    render: (v: string, r: T) => (
      <>
        <div>{v}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {String(r[`${zh}En` as keyof T] ?? '') || '—'}
        </Typography.Text>
      </>
    ),
  }
}

/** A thumbnail column of an image field (a dash when there is none); a logo is shown whole. */
export function imageColumn<T extends object>(
  title: string,
  field: keyof T & string,
  { width = 96, whole = false }: { width?: number; whole?: boolean } = {},
): STColumn<T> {
  return {
    title,
    dataIndex: field,
    width,
    isPrint: false,
    render: (v: string | null) =>
      v ? (
        <Image
          src={imageUrl(v, 240)}
          alt={title}
          preview={{ src: imageUrl(v, 1600) }}
          width={width - 24}
          height={48}
          style={{ objectFit: whole ? 'contain' : 'cover', borderRadius: 4 }}
        />
      ) : (
        '—'
      ),
  }
}

/** A form rule refusing a non-empty value that `check` refuses (after trimming), with `message`. */
export const checkRule = (check: (value: string) => boolean, message: string): FormRule => ({
  validator: (_, v?: string | null) =>
    !v?.trim() || check(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
})

/** A text in Chinese and in English side by side: fields `name` and `<name>En`. */
export function BilingualInput({
  name,
  label: given,
  max,
  required,
  rules: own = [],
  area,
  testId,
}: {
  name: string
  /** The label, by default the text of `name` in the content page's texts. */
  label?: string
  max: number
  /** The Chinese text is required (the English never is: the site shows the Chinese instead). */
  required?: boolean
  /** Further rules of both texts. */
  rules?: FormRule[]
  /** A multi-line text. */
  area?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = useFieldLabel(name, given)
  const input = (id?: string) =>
    area ? (
      <Input.TextArea maxLength={max} autoSize={{ minRows: 2, maxRows: 6 }} showCount data-testid={id} />
    ) : (
      <Input maxLength={max} data-testid={id} />
    )
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Form.Item
        name={name}
        label={t('admin.siteContent.zhLabel', { label })}
        rules={required ? [rules.required(label), ...own] : own}
        style={{ flex: '1 1 260px' }}
      >
        {input(testId)}
      </Form.Item>
      <Form.Item
        name={`${name}En`}
        label={t('admin.siteContent.enLabel', { label })}
        tooltip={t('admin.siteContent.enHint')}
        rules={own}
        style={{ flex: '1 1 260px' }}
      >
        {input(testId && `${testId}-en`)}
      </Form.Item>
    </div>
  )
}

/**
 * Rich text in Chinese and in English, a tab each: fields `name` and `<name>En`. Its label and image
 * upload are by default the content page's (the text of `name`, the entity's content images).
 */
export function BilingualRichText({
  name,
  label: given,
  uploadImage,
  testId,
}: {
  name: string
  label?: string
  uploadImage?: (file: File) => Promise<string>
  testId?: string
}) {
  const { t } = useTranslation()
  const page = useContentForm()
  const label = useFieldLabel(name, given)
  const upload = uploadImage ?? page?.api.uploadContentImage
  const tab = (lang: 'zh' | 'en', field: string, id?: string) => ({
    key: lang,
    label: t(lang === 'zh' ? 'admin.siteContent.zhLabel' : 'admin.siteContent.enLabel', { label }),
    forceRender: true,
    children: (
      <Form.Item name={field} extra={lang === 'en' ? t('admin.siteContent.enHint') : undefined}>
        <RichTextInput uploadImage={upload} data-testid={id} />
      </Form.Item>
    ),
  })
  return <Tabs items={[tab('zh', name, testId), tab('en', `${name}En`, testId && `${testId}-en`)]} />
}

/** Limits of an article's texts (news, products). */
interface ArticleLimits {
  title: number
  summary: number
}

/**
 * An article's texts in a tab per language (news, products): its title (`field`), summary and rich
 * content, labelled `<texts>.<field>|summary|content` (and `…En`) and test ids `<testId>-<field>`.
 */
export function ArticleTabs({
  texts,
  field,
  limits,
  uploadImage,
  testId,
}: {
  texts: TextGroup<'zh' | 'en' | 'enHint' | 'summary' | 'summaryEn' | 'content' | 'contentEn'>
  field: string
  limits: ArticleLimits
  uploadImage: (file: File) => Promise<string>
  testId: string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = groupText(t, texts, field)
  const summary = (name: string, id?: string) => (
    <Form.Item name={name} label={groupText(t, texts, name)}>
      <Input.TextArea
        maxLength={limits.summary}
        autoSize={{ minRows: 2, maxRows: 5 }}
        showCount
        data-testid={id}
      />
    </Form.Item>
  )
  const content = (name: string, id: string) => (
    <Form.Item name={name} label={groupText(t, texts, name)}>
      <RichTextInput uploadImage={uploadImage} data-testid={id} />
    </Form.Item>
  )
  return (
    <Tabs
      items={[
        {
          key: 'zh',
          label: groupText(t, texts, 'zh'),
          forceRender: true,
          children: (
            <>
              <Form.Item name={field} label={label} rules={[rules.required(label)]}>
                <Input maxLength={limits.title} data-testid={`${testId}-${field}`} />
              </Form.Item>
              {summary('summary', `${testId}-summary`)}
              {content('content', `${testId}-content`)}
            </>
          ),
        },
        {
          key: 'en',
          label: groupText(t, texts, 'en'),
          forceRender: true,
          children: (
            <>
              <Typography.Paragraph type="secondary">{groupText(t, texts, 'enHint')}</Typography.Paragraph>
              <Form.Item name={`${field}En`} label={groupText(t, texts, `${field}En`)}>
                <Input maxLength={limits.title} data-testid={`${testId}-${field}-en`} />
              </Form.Item>
              {summary('summaryEn')}
              {content('contentEn', `${testId}-content-en`)}
            </>
          ),
        },
      ]}
    />
  )
}

/** An article's details as its form shows them: an empty rich text where it has none. */
export const articleValues = <D extends { content?: string | null; contentEn?: string | null }>(d: D) => ({
  ...d,
  content: d.content ?? '',
  contentEn: d.contentEn ?? '',
})
