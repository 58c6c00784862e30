import { DownloadOutlined, EyeOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons'
import {
  PRINT_ORIENTATIONS,
  PRINT_PAPERS,
  PRINT_TEMPLATE_LIMITS,
  type PrintDoc,
  type PrintElement,
  type PrintLayout,
  type PrintLogRow,
  type PrintTemplateRow,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  App,
  Button,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
} from 'antd'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type PrintTemplateBody, printTemplateApi } from '../../../api/dev/printTemplate'
import { ActionLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { useCrud } from '../../../components/AdminKit/crud'
import Auth from '../../../components/Auth'
import PersonSelect from '../../../components/PersonSelect'
import { downloadPdf, printErrorText, printPdf } from '../../../components/Print'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { useFormatTime } from '../../../utils/time'

const Designer = lazy(() => import('./components/Designer'))

const MENU = 'devPrintTemplate'
type Pages = PrintElement[][]

/** The document types, in the caller's language (one read for the page). */
function useDocs() {
  const { data } = useQuery(printTemplateApi.docTypes.query())
  const docs = data ?? []
  return { docs, titleOf: (type: string) => docs.find((d) => d.type === type)?.title ?? type }
}

/**
 * Print templates (issue 28): per document type (goods release permit, visitor pass, weighing slip,
 * entry pass, meal statement) layouts drawn in a visual designer, each save a version; the print log
 * says who printed which document with which template.
 */
export default function PrintTemplatePage() {
  const { t } = useTranslation()
  return (
    <Tabs
      items={[
        { key: 'templates', label: t('admin.printTemplate.tabTemplates'), children: <Templates /> },
        { key: 'log', label: t('admin.printTemplate.tabLog'), children: <PrintLog /> },
      ]}
    />
  )
}

function Templates() {
  const { t } = useTranslation()
  const crud = useCrud<PrintTemplateRow, PrintTemplateBody>(printTemplateApi)
  const { docs, titleOf } = useDocs()
  const time = useFormatTime()
  const [versionsOf, setVersionsOf] = useState<PrintTemplateRow | null>(null)
  const typeOptions = docs.map((d) => ({ value: d.type, label: d.title }))

  const columns: STColumn<PrintTemplateRow>[] = [
    { title: t('admin.printTemplate.name'), dataIndex: 'name', width: 200, ellipsis: true },
    {
      title: t('admin.printTemplate.docType'),
      dataIndex: 'docType',
      width: 140,
      printText: (r) => titleOf(r.docType),
      render: (v: string) => titleOf(v),
    },
    {
      title: t('admin.printTemplate.paper'),
      dataIndex: 'paper',
      width: 170,
      printText: (r) =>
        `${t(`admin.printTemplate.${r.paper}` as never)} · ${t(`admin.printTemplate.${r.orientation}` as never)}`,
      render: (_: string, r) =>
        `${t(`admin.printTemplate.${r.paper}` as never)} · ${t(`admin.printTemplate.${r.orientation}` as never)}`,
    },
    { title: t('admin.printTemplate.version'), dataIndex: 'version', width: 70, align: 'right' },
    {
      title: t('admin.printTemplate.isDefault'),
      dataIndex: 'isDefault',
      width: 90,
      printText: (r) => (r.isDefault ? t('admin.printTemplate.defaultTag') : ''),
      render: (v: boolean) => (v ? <Tag color="blue">{t('admin.printTemplate.defaultTag')}</Tag> : null),
    },
    { title: t('admin.printTemplate.updatedBy'), dataIndex: 'updatedByName', width: 100 },
    {
      title: t('admin.printTemplate.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      printConfig: { type: 'time', format: 'YYYY-MM-DD HH:mm' },
      render: (v: string) => time(v, 'YYYY-MM-DD HH:mm'),
    },
    crud.actionColumn({
      remove: `${MENU}Delete`,
      testId: (r, a) => `print-template-${a}-${r.name}`,
      links: (r) => (
        <>
          <ActionLink
            code={`${MENU}Edit`}
            onClick={() => crud.edit(r)}
            testId={`print-template-design-${r.name}`}
          >
            {t('admin.printTemplate.design')}
          </ActionLink>
          <Button
            type="link"
            size="small"
            onClick={() => setVersionsOf(r)}
            data-testid={`print-template-versions-${r.name}`}
          >
            {t('admin.printTemplate.versions')}
          </Button>
        </>
      ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="dev-print-template"
        crud={crud}
        printTitle={t('admin.printTemplate.title')}
        columns={columns}
        request={printTemplateApi.page}
        searchFields={[
          crud.keywordField(t('admin.printTemplate.name'), 'print-template-q'),
          selectField('docType', t('admin.printTemplate.docType'), typeOptions, 'print-template-q-type'),
        ]}
        add={{ code: `${MENU}Add`, testId: 'print-template-add' }}
        remove={`${MENU}Delete`}
      />
      {crud.opening && (
        <TemplateEditor
          id={crud.opening.mode === 'edit' ? crud.opening.record.id : null}
          docs={docs}
          onClose={crud.close}
          onSaved={() => {
            crud.changed()
            crud.close()
          }}
        />
      )}
      {versionsOf && (
        <Versions template={versionsOf} onClose={() => setVersionsOf(null)} onRestored={crud.changed} />
      )}
    </>
  )
}

type FormValues = Omit<PrintTemplateBody, 'pages'>

/** The designer of one template, full width: its settings above, the page and the fields below. */
function TemplateEditor({
  id,
  docs,
  onClose,
  onSaved,
}: {
  id: string | null
  docs: PrintDoc[]
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const rules = useRules()
  const [form] = Form.useForm<FormValues>()
  const detail = useQuery({ ...printTemplateApi.detail.query({ id: id ?? '' }), enabled: !!id, gcTime: 0 })
  const [pages, setPages] = useState<Pages | null>(id ? null : [[]])
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [preview, setPreview] = useState<{ blob: Blob; url: string } | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const docType = Form.useWatch('docType', form)
  const paper = Form.useWatch('paper', form) ?? 'A4'
  const orientation = Form.useWatch('orientation', form) ?? 'PORTRAIT'
  const doc = docs.find((d) => d.type === docType)

  useEffect(() => {
    if (!detail.data) return
    const { pages: loaded, ...rest } = detail.data
    form.setFieldsValue({ ...rest, remark: rest.remark ?? undefined } as FormValues)
    setPages(loaded as Pages)
  }, [detail.data, form])

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url)
    },
    [preview],
  )

  const layout = (): (PrintLayout & { docType: string }) | null => {
    if (!pages || !docType) return null
    return { docType, paper, orientation, pages }
  }

  const runPreview = async () => {
    const l = layout()
    if (!l) {
      form.validateFields(['docType']).catch(() => undefined)
      return
    }
    setPreviewing(true)
    try {
      const blob = await printTemplateApi.preview(l)
      setPreview({ blob, url: URL.createObjectURL(blob) })
    } catch (err) {
      message.error(printErrorText(err, t('admin.printTemplate.previewFailed')))
    } finally {
      setPreviewing(false)
    }
  }

  const save = async () => {
    const values = await form.validateFields()
    if (!pages) return
    setSaving(true)
    try {
      const body = { ...values, pages } as PrintTemplateBody
      if (id) await printTemplateApi.edit({ ...body, id })
      else await printTemplateApi.add(body)
      onSaved()
    } catch {
      // the request module said why
    } finally {
      setSaving(false)
    }
  }

  const close = () => {
    if (!dirty) return onClose()
    modal.confirm({ title: t('admin.printTemplate.unsaved'), onOk: onClose })
  }

  return (
    <Drawer
      open
      size="100%"
      title={id ? t('admin.printTemplate.editTitle') : t('admin.printTemplate.addTitle')}
      onClose={close}
      destroyOnHidden
      data-testid="print-template-editor"
      styles={{ body: { display: 'flex', flexDirection: 'column', minHeight: 0, paddingTop: 12 } }}
      extra={
        <Space>
          <Button
            icon={<EyeOutlined />}
            onClick={runPreview}
            loading={previewing}
            data-testid="print-template-preview"
          >
            {t('admin.printTemplate.preview')}
          </Button>
          <Auth code={id ? `${MENU}Edit` : `${MENU}Add`}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              onClick={save}
              loading={saving}
              data-testid="print-template-save"
            >
              {t('admin.printTemplate.save')}
            </Button>
          </Auth>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        layout="inline"
        initialValues={{ paper: 'A4', orientation: 'PORTRAIT', isDefault: true }}
        onValuesChange={() => setDirty(true)}
        style={{ rowGap: 8, marginBottom: 12 }}
      >
        <Form.Item
          name="name"
          label={t('admin.printTemplate.name')}
          rules={[rules.required(t('admin.printTemplate.name'))]}
        >
          <Input
            maxLength={PRINT_TEMPLATE_LIMITS.name}
            style={{ width: 200 }}
            data-testid="print-template-name"
          />
        </Form.Item>
        <Form.Item
          name="docType"
          label={t('admin.printTemplate.docType')}
          rules={[rules.required(t('admin.printTemplate.docType'), true)]}
        >
          <Select
            style={{ width: 180 }}
            options={docs.map((d) => ({ value: d.type, label: d.title }))}
            disabled={!!id}
            data-testid="print-template-type"
          />
        </Form.Item>
        <Form.Item name="paper" label={t('admin.printTemplate.paper')}>
          <Select
            style={{ width: 140 }}
            options={optionsOf(PRINT_PAPERS, (p) => t(`admin.printTemplate.${p}` as never))}
            data-testid="print-template-paper"
          />
        </Form.Item>
        <Form.Item name="orientation" label={t('admin.printTemplate.orientation')}>
          <Radio.Group
            optionType="button"
            options={optionsOf(PRINT_ORIENTATIONS, (o) => t(`admin.printTemplate.${o}` as never))}
          />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('admin.printTemplate.isDefault')}
          valuePropName="checked"
          tooltip={t('admin.printTemplate.defaultHint')}
        >
          <Switch data-testid="print-template-default" />
        </Form.Item>
        <Form.Item name="remark" label={t('admin.printTemplate.remark')}>
          <Input maxLength={PRINT_TEMPLATE_LIMITS.remark} style={{ width: 220 }} />
        </Form.Item>
      </Form>
      <div style={{ flex: 1, minHeight: 480 }}>
        {pages ? (
          <Suspense fallback={<Spin />}>
            <Designer
              paper={paper}
              orientation={orientation}
              pages={pages}
              doc={doc}
              onChange={(next) => {
                setDirty(true)
                setPages(next)
              }}
            />
          </Suspense>
        ) : (
          <Spin />
        )}
      </div>
      <Modal
        open={!!preview}
        title={t('admin.printTemplate.previewTitle')}
        width="80%"
        onCancel={() => setPreview(null)}
        data-testid="print-template-preview-dialog"
        footer={
          preview && (
            <Space>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => downloadPdf(preview.blob, form.getFieldValue('name') || 'preview')}
              >
                {t('admin.printTemplate.download')}
              </Button>
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                onClick={() => printPdf(preview.blob, t('admin.printTemplate.previewTitle'))}
              >
                {t('admin.printTemplate.print')}
              </Button>
            </Space>
          )
        }
      >
        {preview && (
          <iframe
            src={preview.url}
            title={t('admin.printTemplate.previewTitle')}
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-testid="print-template-preview-frame"
          />
        )}
      </Modal>
    </Drawer>
  )
}

/** A template's saved layouts, newest first; an earlier one can be made current again. */
function Versions({
  template,
  onClose,
  onRestored,
}: {
  template: PrintTemplateRow
  onClose: () => void
  onRestored: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const time = useFormatTime()
  const { data, isLoading, refetch } = useQuery({
    ...printTemplateApi.versions.query({ id: template.id }),
    gcTime: 0,
  })
  const current = data?.[0]?.version
  return (
    <Modal
      open
      title={`${t('admin.printTemplate.versions')} · ${template.name}`}
      onCancel={onClose}
      footer={null}
      width={720}
      data-testid="print-template-versions"
    >
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: t('admin.printTemplate.version'), dataIndex: 'version', width: 70 },
          {
            title: t('admin.printTemplate.paper'),
            key: 'paper',
            render: (_, v) =>
              `${t(`admin.printTemplate.${v.paper}` as never)} · ${t(`admin.printTemplate.${v.orientation}` as never)}`,
          },
          { title: t('admin.printTemplate.createdBy'), dataIndex: 'createdByName', width: 100 },
          {
            title: t('admin.printTemplate.createdAt'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => time(v, 'YYYY-MM-DD HH:mm'),
          },
          {
            title: t('admin.common.action'),
            key: 'action',
            width: 130,
            render: (_, v) =>
              v.version === current ? (
                <Tag>{t('admin.printTemplate.current')}</Tag>
              ) : (
                <Auth code={`${MENU}Edit`}>
                  <Popconfirm
                    title={t('admin.printTemplate.restoreConfirm', { version: v.version })}
                    onConfirm={async () => {
                      await printTemplateApi.restore(template.id, v.version)
                      onRestored()
                      void refetch()
                    }}
                  >
                    <Button type="link" size="small" data-testid={`print-template-restore-${v.version}`}>
                      {t('admin.printTemplate.restore')}
                    </Button>
                  </Popconfirm>
                </Auth>
              ),
          },
        ]}
      />
    </Modal>
  )
}

/** Who printed which document with which template, newest first. */
function PrintLog() {
  const { t } = useTranslation()
  const { docs, titleOf } = useDocs()
  const time = useFormatTime()
  const columns: STColumn<PrintLogRow>[] = useMemo(
    () => [
      {
        title: t('admin.printTemplate.logTime'),
        dataIndex: 'createdAt',
        width: 160,
        printConfig: { type: 'time', format: 'YYYY-MM-DD HH:mm:ss' },
        render: (v: string) => time(v, 'YYYY-MM-DD HH:mm:ss'),
      },
      {
        title: t('admin.printTemplate.docType'),
        dataIndex: 'docType',
        width: 130,
        printText: (r) => titleOf(r.docType),
        render: (v: string) => titleOf(v),
      },
      { title: t('admin.printTemplate.logRecord'), dataIndex: 'recordLabel', width: 180, ellipsis: true },
      {
        title: t('admin.printTemplate.logTemplate'),
        dataIndex: 'templateName',
        width: 200,
        ellipsis: true,
        printText: (r) => `${r.templateName ?? ''} v${r.templateVersion}`,
        render: (v: string | null, r) => `${v ?? ''} · v${r.templateVersion}`,
      },
      { title: t('admin.printTemplate.logUser'), dataIndex: 'userName', width: 110 },
    ],
    [t, time, titleOf],
  )
  return (
    <SearchTable<PrintLogRow, object>
      id="dev-print-log"
      printTitle={t('admin.printTemplate.tabLog')}
      columns={columns}
      request={printTemplateApi.logPage}
      searchFields={[
        {
          name: 'searchKey',
          label: t('admin.common.keyword'),
          node: (
            <Input allowClear placeholder={t('admin.printTemplate.logSearch')} data-testid="print-log-q" />
          ),
        },
        selectField(
          'docType',
          t('admin.printTemplate.docType'),
          docs.map((d) => ({ value: d.type, label: d.title })),
          'print-log-q-type',
        ),
        { name: 'userId', label: t('admin.printTemplate.logUser'), node: <PersonSelect /> },
      ]}
    />
  )
}
