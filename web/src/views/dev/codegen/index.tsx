import type { CodegenRow, CodegenWriteResult } from '@portal/contracts'
import { App, Tag } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CodegenBody, codegenApi } from '../../../api/dev/codegen'
import { ActionLink, ConfirmLink } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { useCrud } from '../../../components/AdminKit/crud'
import { saveDownload } from '../../../components/AdminKit/download'
import type { STColumn } from '../../../components/SearchTable'
import { useSettingsStore } from '../../../stores/settings'
import { formatTime } from '../../../utils/time'
import ConfigForm from './components/ConfigForm'

// The highlighter and the diff view load with the first preview only.
const PreviewDialog = lazy(() => import('./components/PreviewDialog'))

/**
 * Code generation: saved configurations of modules (a table described here or picked from the
 * database, its columns' labels, widgets, search, list and export), each previewed file by file
 * against the tree, downloaded as a zip or, in development, written into the tree.
 */
export default function CodegenPage() {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const lang = useSettingsStore((s) => s.lang)
  const crud = useCrud<CodegenRow, CodegenBody>(codegenApi)
  const [previewing, setPreviewing] = useState<CodegenRow | null>(null)

  const download = async (r: CodegenRow) => {
    saveDownload(await codegenApi.download(r.id), `${r.code}.zip`)
    crud.changed()
  }
  const written = (res: CodegenWriteResult) => {
    void message.success(
      t('admin.codegen.written', {
        written: res.written.length,
        unchanged: res.unchanged.length,
        handEdited: res.handEdited.length,
      }),
    )
    if (res.handEdited.length)
      modal.info({ title: t('admin.codegen.status.handEdited'), content: res.handEdited.join('\n') })
    crud.changed()
  }

  const columns: STColumn<CodegenRow>[] = [
    { title: t('admin.codegen.code'), dataIndex: 'code', width: 180 },
    {
      title: t('admin.codegen.moduleTitle'),
      key: 'title',
      render: (_: unknown, r) => (lang === 'en' ? r.titleEn : r.titleZh),
      printText: (r) => (lang === 'en' ? r.titleEn : r.titleZh),
    },
    {
      title: t('admin.codegen.table'),
      dataIndex: 'tableName',
      width: 190,
      render: (v: string, r) => (
        <>
          {v} <Tag>{t(`admin.codegen.${r.source as 'NEW' | 'LIVE'}`)}</Tag>
        </>
      ),
      printText: (r) => r.tableName,
    },
    { title: t('admin.codegen.columnCount'), dataIndex: 'columnCount', width: 70, align: 'right' },
    {
      title: t('admin.codegen.generatedAt'),
      dataIndex: 'generatedAt',
      width: 160,
      printConfig: { type: 'time' },
      render: (v: string | null) => (v ? formatTime(v) : t('admin.codegen.neverGenerated')),
    },
    crud.actionColumn({
      edit: 'devCodegenEdit',
      remove: 'devCodegenDelete',
      testId: (r, action) => `codegen-${action}-${r.code}`,
      links: (r) => (
        <>
          <ActionLink
            code="devCodegenPreview"
            onClick={() => setPreviewing(r)}
            testId={`codegen-preview-${r.code}`}
          >
            {t('admin.codegen.preview')}
          </ActionLink>
          <ActionLink
            code="devCodegenDownload"
            onClick={() => void download(r)}
            testId={`codegen-download-${r.code}`}
          >
            {t('admin.codegen.download')}
          </ActionLink>
          <ConfirmLink
            code="devCodegenWrite"
            title={t('admin.codegen.writeConfirmRow')}
            onConfirm={async () => written(await codegenApi.write(r.id))}
            testId={`codegen-write-${r.code}`}
          >
            {t('admin.codegen.write')}
          </ConfirmLink>
        </>
      ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="dev-codegen"
        crud={crud}
        printTitle={t('admin.codegen.title')}
        columns={columns}
        request={codegenApi.page}
        searchFields={[crud.keywordField(t('admin.codegen.keywordPlaceholder'), 'codegen-q-key')]}
        add={{ code: 'devCodegenAdd', testId: 'codegen-add' }}
        remove="devCodegenDelete"
      />
      <ConfigForm crud={crud} />
      {previewing && (
        <Suspense fallback={null}>
          <PreviewDialog
            row={previewing}
            onClose={() => setPreviewing(null)}
            onDownload={() => download(previewing)}
            onWritten={written}
          />
        </Suspense>
      )}
    </>
  )
}
