import { DeleteOutlined } from '@ant-design/icons'
import { CONTENT_IMAGE_MAX_BYTES, IMAGE_MIMES, imageUrl } from '@portal/contracts'
import { Button, Image, Space } from 'antd'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnProgress } from '../../api/dev/file'
import FileUpload from '../FileUpload'

export interface ImageInputProps {
  /** One image's file id (`multiple` off) or the ids in order (`multiple` on). */
  value?: string | string[] | null
  onChange?: (value: string | string[] | null) => void
  /** The module's upload route (it stores a public content image and answers its id). */
  upload: (file: File, onProgress: OnProgress) => Promise<{ id: string }>
  multiple?: boolean
  /** At most this many images (`multiple` on); the upload button hides once reached. */
  max?: number
  testId?: string
}

const asList = (v: ImageInputProps['value']): string[] => (Array.isArray(v) ? v : v ? [v] : [])

/**
 * A form control holding uploaded images by file id: thumbnails with a remove button, and the
 * upload button (type and size checked before sending, like every upload).
 */
export default function ImageInput({ value, onChange, upload, multiple, max = 9, testId }: ImageInputProps) {
  const { t } = useTranslation()
  const ids = asList(value)
  // The value as last emitted: several files of one choice finish before the form re-renders.
  const latest = useRef(value)
  latest.current = value
  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? null))
  const full = multiple ? ids.length >= max : ids.length >= 1
  return (
    <div data-testid={testId}>
      <Space wrap align="start">
        {ids.map((id) => (
          <div key={id} style={{ position: 'relative' }}>
            <Image
              src={imageUrl(id, 240)}
              preview={{ src: imageUrl(id, 1600) }}
              width={104}
              height={104}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('upload.removeImage')}
              title={t('upload.removeImage')}
              style={{ position: 'absolute', top: 4, right: 4 }}
              onClick={() => emit(ids.filter((x) => x !== id))}
            />
          </div>
        ))}
      </Space>
      {!full && (
        <div style={{ marginTop: ids.length ? 8 : 0 }}>
          <FileUpload
            upload={upload}
            accept={IMAGE_MIMES}
            maxBytes={CONTENT_IMAGE_MAX_BYTES}
            multiple={multiple}
            label={t('upload.chooseImage')}
            onUploaded={(r) => {
              const next = multiple ? [...asList(latest.current), r.id].slice(0, max) : [r.id]
              latest.current = multiple ? next : r.id
              emit(next)
            }}
          />
        </div>
      )}
    </div>
  )
}
