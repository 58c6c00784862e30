import { RECRUIT_LIMITS, type RecruitRow } from '@portal/contracts'
import { Alert, Form, Input, InputNumber, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type RecruitBody, recruitApi } from '../../../api/biz/recruit'
import { SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm } from '../../../components/AdminKit/crud'
import { RichTextInput } from '../../../components/RichText'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { type PublishWords, publishedColumn, publishedFilter, usePublishList } from '../components/content'

/** The short texts of a position, each in Chinese and English. */
const SHORT_FIELDS = ['department', 'location', 'education', 'salary'] as const

/** A published position is open: shown under Careers. */
const OPEN_WORDS: PublishWords = {
  state: 'admin.recruitPage.published',
  on: 'admin.recruitPage.isOpen',
  off: 'admin.recruitPage.closed',
  publish: 'admin.recruitPage.open',
  unpublish: 'admin.recruitPage.close',
  publishedOk: 'admin.recruitPage.opened_ok',
  unpublishedOk: 'admin.recruitPage.closed_ok',
}

/**
 * Recruitment positions of the company site: texts in two languages, openings, a rich-text
 * description; opened (shown under Careers) and closed from the list.
 */
export default function RecruitPage() {
  const { t } = useTranslation()
  const list = usePublishList<RecruitRow, RecruitBody>(recruitApi, {
    code: 'bizRecruit',
    prefix: 'recruit',
    name: (r) => r.title,
    words: OPEN_WORDS,
  })
  const { crud } = list

  const columns: STColumn<RecruitRow>[] = [
    {
      title: t('admin.recruitPage.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r: RecruitRow) => (
        <>
          <div>{v}</div>
          {r.titleEn && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.titleEn}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: t('admin.recruitPage.department'), dataIndex: 'department', width: 140, ellipsis: true },
    { title: t('admin.recruitPage.location'), dataIndex: 'location', width: 120, ellipsis: true },
    { title: t('admin.recruitPage.salary'), dataIndex: 'salary', width: 140, ellipsis: true, checked: false },
    {
      title: t('admin.recruitPage.headcount'),
      dataIndex: 'headcount',
      width: 90,
      align: 'right',
      render: (v: number) => t('admin.recruitPage.headcountUnit', { count: v }),
    },
    { title: t('admin.recruitPage.resumeCount'), dataIndex: 'resumeCount', width: 90, align: 'right' },
    { ...publishedColumn(t, OPEN_WORDS), width: 100 },
    crud.sortCodeColumn({ checked: false }),
    crud.createdAtColumn(),
    list.actionColumn(),
  ]

  return (
    <>
      <SearchTable
        id="biz-recruit"
        {...crud.tableProps}
        printTitle={t('admin.recruitPage.listTitle')}
        columns={columns}
        request={recruitApi.page}
        searchFields={[crud.keywordField(t('admin.recruitPage.title')), publishedFilter(t, OPEN_WORDS)]}
        toolbar={list.toolbar()}
      />
      <RecruitForm crud={crud} />
    </>
  )
}

function RecruitForm({ crud }: { crud: Crud<RecruitRow, RecruitBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const title = t('admin.recruitPage.title')
  const headcount = t('admin.recruitPage.headcount')
  const shortInputs = (en: boolean) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {SHORT_FIELDS.map((f) => (
        <Form.Item
          key={f}
          name={en ? `${f}En` : f}
          label={t(`admin.recruitPage.${f}${en ? 'En' : ''}` as `admin.recruitPage.${typeof f}`)}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={RECRUIT_LIMITS[f]} data-testid={`recruit-${f}${en ? '-en' : ''}`} />
        </Form.Item>
      ))}
    </div>
  )
  return (
    <CrudForm<RecruitRow, RecruitBody>
      crud={crud}
      titles={[t('admin.recruitPage.addTitle'), t('admin.recruitPage.editTitle')]}
      defaults={{ headcount: 1, sortCode: 0, description: '', descriptionEn: '' }}
      load={async (r, read) => {
        const d = await read(recruitApi.detail.query({ id: r.id }))
        return { ...d, description: d.description ?? '', descriptionEn: d.descriptionEn ?? '' }
      }}
      width={920}
      data-testid="recruit-form"
    >
      {crud.opening?.mode === 'add' && (
        <Alert type="info" showIcon message={t('admin.recruitPage.openHint')} style={{ marginBottom: 16 }} />
      )}
      <Tabs
        items={[
          {
            key: 'zh',
            label: t('admin.recruitPage.zh'),
            forceRender: true,
            children: (
              <>
                <Form.Item name="title" label={title} rules={[rules.required(title)]}>
                  <Input maxLength={RECRUIT_LIMITS.title} data-testid="recruit-title" />
                </Form.Item>
                {shortInputs(false)}
                <Form.Item
                  name="description"
                  label={t('admin.recruitPage.description')}
                  extra={t('admin.recruitPage.descriptionHint')}
                >
                  <RichTextInput
                    uploadImage={recruitApi.uploadContentImage}
                    data-testid="recruit-description"
                  />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'en',
            label: t('admin.recruitPage.en'),
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('admin.recruitPage.enHint')}</Typography.Paragraph>
                <Form.Item name="titleEn" label={t('admin.recruitPage.titleEn')}>
                  <Input maxLength={RECRUIT_LIMITS.title} data-testid="recruit-title-en" />
                </Form.Item>
                {shortInputs(true)}
                <Form.Item name="descriptionEn" label={t('admin.recruitPage.descriptionEn')}>
                  <RichTextInput
                    uploadImage={recruitApi.uploadContentImage}
                    data-testid="recruit-description-en"
                  />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          name="headcount"
          label={headcount}
          rules={[rules.required(headcount, true)]}
          style={{ flex: '1 1 200px' }}
        >
          <InputNumber
            min={1}
            max={RECRUIT_LIMITS.headcount}
            precision={0}
            style={{ width: '100%' }}
            data-testid="recruit-headcount"
          />
        </Form.Item>
        <div style={{ flex: '1 1 200px' }}>
          <SortCodeItem />
        </div>
      </div>
    </CrudForm>
  )
}
