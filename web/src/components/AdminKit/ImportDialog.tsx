import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import type { ImportRowError } from '@portal/contracts'
import { Alert, App, Button, Space, Table, Upload } from 'antd'
import type { AxiosResponse } from 'axios'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../api/request'
import FormContainer from '../FormContainer'
import { fileToBase64, saveDownload } from './download'

const MAX_BYTES = 10 * 1024 * 1024

/**
 * An Excel import: the template to download, a file to drop, and either what was imported or the
 * server's errors per row (all rows or none are imported: `core/excel.ts`).
 */
export default function ImportDialog({
  open,
  title,
  onClose,
  onImported,
  upload,
  template,
  templateName,
  testId,
}: {
  open: boolean
  title: string
  onClose: () => void
  onImported: () => void
  /** Sends the file; answers what to say of the result. */
  upload: (fileBase64: string) => Promise<string>
  template: () => Promise<AxiosResponse<Blob>>
  templateName: string
  testId: string
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<ImportRowError[]>([])
  const [result, setResult] = useState<string | null>(null)

  const close = () => {
    setErrors([])
    setResult(null)
    onClose()
  }

  const send = async (file: File) => {
    setErrors([])
    setResult(null)
    if (file.size > MAX_BYTES) {
      void message.error(t('admin.common.fileTooLarge'))
      return
    }
    setBusy(true)
    try {
      setResult(await upload(await fileToBase64(file)))
      onImported()
    } catch (e) {
      const data = isApiError(e) ? (e.data as { errors?: ImportRowError[] } | null) : null
      setErrors(data?.errors ?? [])
    } finally {
      setBusy(false)
    }
  }

  const downloadTemplate = async () => {
    try {
      saveDownload(await template(), templateName)
    } catch {
      // the request module warned
    }
  }

  return (
    <FormContainer title={title} open={open} onClose={close} width={720} data-testid={testId}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('admin.common.importHint')} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadTemplate()}
          data-testid="import-template"
        >
          {t('admin.common.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void send(file)
            return false
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{busy ? t('admin.common.importing') : t('admin.common.chooseFile')}</p>
        </Upload.Dragger>
        {result && <Alert type="success" showIcon title={result} data-testid="import-result" />}
        {errors.length > 0 && (
          <>
            <Alert type="error" showIcon title={t('admin.common.importErrors')} />
            <Table<ImportRowError>
              data-testid="import-errors"
              size="small"
              rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
              dataSource={errors}
              pagination={errors.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: t('admin.common.importRow'), dataIndex: 'row', width: 70 },
                { title: t('admin.common.importField'), dataIndex: 'field', width: 140 },
                { title: t('admin.common.importMessage'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </FormContainer>
  )
}
