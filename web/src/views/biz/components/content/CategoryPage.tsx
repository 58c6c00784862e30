import type { PageResult } from '@portal/contracts'
import { Alert, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Read } from '../../../../api/read'
import { SortCodeItem, useRules } from '../../../../components/AdminKit'
import { CrudForm } from '../../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'
import { groupText, kebab, type PublishCalls, publishedFilter, type TextGroup, usePublishList } from '.'

/** What every category row has. */
export interface CategoryRow {
  id: string
  name: string
  nameEn: string | null
  published: boolean
  sortCode: number
  createdAt: string
}

interface CategoryBody {
  name: string
  nameEn?: string | null
  sortCode?: number
}

/**
 * The categories of news or products: names in two languages, how many items each holds, order,
 * published (offered as filters on the site). Buttons `<code>Add|Edit|Delete|Publish`; list id the
 * code in kebab case (`biz-news-category`), test ids without its `biz-` (`news-category-add`).
 */
export function CategoryPage<T extends CategoryRow, B extends CategoryBody>({
  code,
  api,
  texts,
  title,
  count,
  max,
  width,
  hint,
}: {
  code: string
  api: PublishCalls<B> & { page: Read<object, PageResult<T>> }
  /** The page's texts: `name`, `nameEn`, `nameEnHint`, `publishHint`, `addTitle`, `editTitle`. */
  texts: TextGroup<'nameEnHint' | 'publishHint' | 'addTitle' | 'editTitle'>
  /** The list's title. */
  title: string
  /** The column of how many items a category holds. */
  count: STColumn<T>
  /** The longest name. */
  max: number
  width?: number
  /** Where the publish hint shows: under the form, or above the list. */
  hint: 'form' | 'list'
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const id = kebab(code)
  const prefix = id.replace(/^biz-/, '')
  const text = (key: string) => groupText(t, texts, key)
  const list = usePublishList<T, B>(api, { code, prefix, name: (r) => r.name })
  const { crud } = list
  const columns: STColumn<T>[] = [
    { title: text('name'), dataIndex: 'name', ellipsis: true },
    { title: text('nameEn'), dataIndex: 'nameEn', ellipsis: true },
    count,
    ...list.tailColumns(),
  ]
  return (
    <>
      {hint === 'list' && (
        <Alert type="info" showIcon title={text('publishHint')} style={{ marginBottom: 12 }} />
      )}
      <SearchTable
        id={id}
        {...crud.tableProps}
        printTitle={title}
        columns={columns}
        request={api.page}
        searchFields={[crud.keywordField(text('name')), publishedFilter(t)]}
        toolbar={list.toolbar()}
      />
      <CrudForm<T, B>
        crud={crud}
        titles={[text('addTitle'), text('editTitle')]}
        defaults={{ sortCode: 0 } as Partial<B>}
        fromRecord={(r) => ({ name: r.name, nameEn: r.nameEn, sortCode: r.sortCode })}
        width={width}
        data-testid={`${prefix}-form`}
      >
        <Form.Item name="name" label={text('name')} rules={[rules.required(text('name'))]}>
          <Input maxLength={max} data-testid={`${prefix}-name`} />
        </Form.Item>
        <Form.Item name="nameEn" label={text('nameEn')} extra={text('nameEnHint')}>
          <Input maxLength={max} data-testid={`${prefix}-name-en`} />
        </Form.Item>
        <SortCodeItem />
        {hint === 'form' && (
          <Form.Item noStyle>
            <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>{text('publishHint')}</div>
          </Form.Item>
        )}
      </CrudForm>
    </>
  )
}
