import { InboxOutlined, UploadOutlined } from '@ant-design/icons'
import { FILE_TYPES, type FileMime, megabytes as mb } from '@portal/contracts'
import { App, Button, Upload, type UploadProps } from 'antd'
import { useTranslation } from 'react-i18next'
import type { OnProgress } from '../../api/dev/file'
import { isApiError } from '../../api/request'

export interface FileUploadProps<T> {
  /** Sends one file (e.g. `fileApi.upload`, or a module's own upload call). */
  upload: (file: File, onProgress: OnProgress) => Promise<T>
  /** Types accepted; checked here by the browser's type or the extension, by content on the server. */
  accept: readonly FileMime[]
  /** Size limit in bytes, checked before sending. */
  maxBytes: number
  multiple?: boolean
  /** A drop area (the files page) instead of a button. */
  dragger?: boolean
  /** Button text (the button form). */
  label?: string
  onUploaded?: (result: T, file: File) => void
  testId?: string
}

const extOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/**
 * The one upload control: checks type and size before sending (a clear message in the current
 * language, nothing sent), shows each file's progress, and leaves the server's refusal on the file
 * in the list (the request module has already shown it).
 */
export default function FileUpload<T>({
  upload,
  accept,
  maxBytes,
  multiple,
  dragger,
  label,
  onUploaded,
  testId,
}: FileUploadProps<T>) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const exts = accept.flatMap((m) => (m === 'image/jpeg' ? ['jpg', 'jpeg'] : [FILE_TYPES[m].ext]))
  const types = exts.join(', ')
  const props: UploadProps = {
    multiple,
    accept: exts.map((e) => `.${e}`).join(','),
    beforeUpload: (file) => {
      if (file.size > maxBytes) {
        message.error(t('upload.tooLarge', { name: file.name, max: mb(maxBytes) }))
        return Upload.LIST_IGNORE
      }
      if (!(accept as string[]).includes(file.type) && !exts.includes(extOf(file.name))) {
        message.error(t('upload.badType', { name: file.name, types }))
        return Upload.LIST_IGNORE
      }
      return true
    },
    customRequest: ({ file, onProgress, onSuccess, onError }) => {
      const f = file as File
      upload(f, (percent) => onProgress?.({ percent }))
        .then((result) => {
          onSuccess?.(result)
          message.success(t('upload.done', { name: f.name }))
          onUploaded?.(result, f)
        })
        .catch((err: unknown) => {
          const msg = isApiError(err) ? err.msg : String(err)
          onError?.(Object.assign(new Error(t('upload.failed', { name: f.name, msg })), { status: 400 }))
        })
    },
  }
  if (dragger)
    return (
      <div data-testid={testId}>
        <Upload.Dragger {...props}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload.drag')}</p>
          <p className="ant-upload-hint">{t('upload.hint', { types, max: mb(maxBytes) })}</p>
        </Upload.Dragger>
      </div>
    )
  return (
    <div data-testid={testId} style={{ display: 'inline-block' }}>
      <Upload {...props}>
        <Button icon={<UploadOutlined />}>{label ?? t('upload.choose')}</Button>
      </Upload>
    </div>
  )
}
