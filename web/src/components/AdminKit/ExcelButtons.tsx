import { ExportOutlined, UploadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { AxiosResponse } from 'axios'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Auth from '../Auth'
import { useExport } from './download'
import ImportDialog from './ImportDialog'

/**
 * A list toolbar's export button: the button's permission, the search panel's values as the query
 * (`query` reads them when clicked), the file saved as the server names it.
 */
export function ExportButton({
  code,
  call,
  fileName,
  query,
  testId,
  label,
  loadingText,
}: {
  code: string
  call: (query: Record<string, unknown>) => Promise<AxiosResponse<Blob>>
  fileName: string
  query: () => Record<string, unknown>
  testId: string
  label?: string
  loadingText?: string
}) {
  const { t } = useTranslation()
  const exporter = useExport(call, fileName, loadingText ?? t('admin.common.exporting'))
  return (
    <Auth code={code}>
      <Button
        icon={<ExportOutlined />}
        loading={exporter.exporting}
        onClick={() => void exporter.run(query())}
        data-testid={testId}
      >
        {label ?? t('admin.common.export')}
      </Button>
    </Auth>
  )
}

/**
 * A list toolbar's import button with its dialog (template, file, per-row errors); `name` prefixes
 * the test ids and the template's file name.
 */
export function ImportButton({
  code,
  name,
  title,
  upload,
  template,
  onImported,
  label,
}: {
  code: string
  name: string
  title: string
  /** Sends the file; answers what to say of the result. */
  upload: (fileBase64: string) => Promise<string>
  template: () => Promise<AxiosResponse<Blob>>
  onImported: () => void
  label?: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Auth code={code}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={`${name}-import`}>
        {label ?? t('admin.common.import')}
      </Button>
      <ImportDialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        onImported={onImported}
        upload={upload}
        template={template}
        templateName={`${name}-import-template.xlsx`}
        testId={`${name}-import-form`}
      />
    </Auth>
  )
}
