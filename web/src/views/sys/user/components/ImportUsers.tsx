import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import type { ImportRowError } from '@portal/contracts'
import { Alert, App, Button, Space, Table, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../../api/request'
import { userApi } from '../../../../api/sys/user'
import { fileToBase64, saveDownload } from '../../../../components/AdminKit/download'
import FormContainer from '../../../../components/FormContainer'

const MAX_BYTES = 10 * 1024 * 1024

/** Import users from Excel: template download, all rows or none, errors listed per row. */
export default function ImportUsers({
  open,
  onClose,
  onImported,
}: {
  open: boolean
  onClose: () => void
  onImported: () => void
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

  const upload = async (file: File) => {
    setErrors([])
    setResult(null)
    if (file.size > MAX_BYTES) {
      void message.error(t('admin.user.fileTooLarge'))
      return
    }
    setBusy(true)
    try {
      const res = await userApi.import(await fileToBase64(file))
      setResult(t('admin.user.imported', res))
      onImported()
    } catch (e) {
      const data = isApiError(e) ? (e.data as { errors?: ImportRowError[] } | null) : null
      setErrors(data?.errors ?? [])
    } finally {
      setBusy(false)
    }
  }

  const template = async () => {
    try {
      saveDownload(await userApi.downloadImportTemplate(), 'user-import-template.xlsx')
    } catch {
      // the request module warned
    }
  }

  return (
    <FormContainer
      title={t('admin.user.importTitle')}
      open={open}
      onClose={close}
      width={720}
      data-testid="user-import-form"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('admin.user.importHint')} />
        <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid="import-template">
          {t('admin.user.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void upload(file)
            return false
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{busy ? t('admin.user.importing') : t('admin.user.chooseFile')}</p>
        </Upload.Dragger>
        {result && <Alert type="success" showIcon title={result} data-testid="import-result" />}
        {errors.length > 0 && (
          <>
            <Alert type="error" showIcon title={t('admin.user.importErrors')} />
            <Table<ImportRowError>
              data-testid="import-errors"
              size="small"
              rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
              dataSource={errors}
              pagination={errors.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: t('admin.user.row'), dataIndex: 'row', width: 70 },
                { title: t('admin.user.field'), dataIndex: 'field', width: 140 },
                { title: t('admin.user.message'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </FormContainer>
  )
}
