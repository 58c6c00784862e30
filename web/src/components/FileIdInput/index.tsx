import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons'
import { FILE_TYPES, type FileMime } from '@portal/contracts'
import { Button, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnProgress } from '../../api/dev/file'
import { fileUrl } from '../../api/fileUrl'
import FileUpload from '../FileUpload'

/** Every type the server stores (`FILE_TYPES`): a form's attachment is checked there by content. */
const ANY_TYPE = Object.keys(FILE_TYPES) as FileMime[]
const MAX_BYTES = 50 * 1024 * 1024

export interface FileIdInputProps {
  /** The stored file's id. */
  value?: string | null
  onChange?: (value: string | null) => void
  /** The module's upload route (it stores the file and answers its id and name). */
  upload: (file: File, onProgress: OnProgress) => Promise<{ id: string; name: string }>
  testId?: string
}

/** A form control holding one uploaded file by id: a link to it, remove, and the upload button. */
export default function FileIdInput({ value, onChange, upload, testId }: FileIdInputProps) {
  const { t } = useTranslation()
  const [name, setName] = useState<string | null>(null)
  return (
    <div data-testid={testId}>
      {value && (
        <Space size={4}>
          <PaperClipOutlined />
          <a href={fileUrl(value, 'download')} target="_blank" rel="noreferrer">
            {name ?? value}
          </a>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('admin.common.delete')}
            onClick={() => onChange?.(null)}
          />
        </Space>
      )}
      <FileUpload
        upload={upload}
        accept={ANY_TYPE}
        maxBytes={MAX_BYTES}
        onUploaded={(r) => {
          setName(r.name)
          onChange?.(r.id)
        }}
      />
    </div>
  )
}
