import { RECRUIT_LIMITS, type RecruitRow } from '@portal/contracts'
import { Alert, App, Form, Input, InputNumber, Select, Tabs, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type RecruitBody, recruitApi } from '../../../api/biz/recruit'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import { RichTextInput } from '../../../components/RichText'
import SearchTable, { type STColumn } from '../../../components/SearchTable'

/** The short texts of a position, each in Chinese and English. */
const SHORT_FIELDS = ['department', 'location', 'education', 'salary'] as const

/**
 * Recruitment positions of the company site: texts in two languages, openings, a rich-text
 * description; opened (shown under Careers) and closed from the list.
 */
export default function RecruitPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<RecruitRow, RecruitBody>(recruitApi)

  const publish = async (ids: string[], open: boolean) => {
    await recruitApi.publish(ids, open)
    void message.success(t(open ? 'admin.recruitPage.opened_ok' : 'admin.recruitPage.closed_ok'))
    crud.changed()
  }

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
    {
      title: t('admin.recruitPage.published'),
      dataIndex: 'published',
      width: 100,
      printText: (r) => t(r.published ? 'admin.recruitPage.isOpen' : 'admin.recruitPage.closed'),
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>
          {t(v ? 'admin.recruitPage.isOpen' : 'admin.recruitPage.closed')}
        </Tag>
      ),
    },
    crud.sortCodeColumn({ checked: false }),
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'bizRecruitEdit',
      remove: 'bizRecruitDelete',
      testId: (r, action) => `recruit-${action}-${r.title}`,
      links: (r) => (
        <ActionLink
          code="bizRecruitPublish"
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`recruit-publish-${r.title}`}
        >
          {t(r.published ? 'admin.recruitPage.close' : 'admin.recruitPage.open')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <SearchTable
        id="biz-recruit"
        {...crud.tableProps}
        printTitle={t('admin.recruitPage.listTitle')}
        columns={columns}
        request={recruitApi.page}
        searchFields={[
          crud.keywordField(t('admin.recruitPage.title')),
          {
            name: 'published',
            label: t('admin.recruitPage.published'),
            node: (
              <Select
                allowClear
                options={[
                  { value: '1', label: t('admin.recruitPage.isOpen') },
                  { value: '0', label: t('admin.recruitPage.closed') },
                ]}
              />
            ),
          },
        ]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'bizRecruitAdd', testId: 'recruit-add', onClick: () => crud.add() }}
            remove="bizRecruitDelete"
          />
        }
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
