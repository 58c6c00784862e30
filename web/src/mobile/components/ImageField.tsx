import { ImageUploader, type ImageUploadItem, Toast } from 'antd-mobile'
import { useMemo } from 'react'
import { api, errorText, myFileUrl, useTexts } from '../core'
import { fill, type MobileTexts } from '../texts'

/** A photo is sent at most this wide or high and this heavy (issue 10). */
export const PHOTO_MAX_PX = 1600
export const PHOTO_MAX_BYTES = 500 * 1024

const PDF_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fff1f0"/><path d="M24 14h24l12 12v40H24z" fill="#fff" stroke="#cf1322" stroke-width="3"/><text x="42" y="56" font-size="14" text-anchor="middle" fill="#cf1322" font-family="sans-serif">PDF</text></svg>',
)}`

/**
 * A camera photo made small before it leaves the phone: at most 1600 px and 500 KB, turned
 * upright (the browser applies the EXIF orientation when drawing; the copy keeps no EXIF).
 */
export async function compressPhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file
  if (file.size <= PHOTO_MAX_BYTES && file.type !== 'image/heic') {
    const bitmap = await createImageBitmap(file).catch(() => null)
    const small = bitmap && Math.max(bitmap.width, bitmap.height) <= PHOTO_MAX_PX
    bitmap?.close()
    if (small) return file
  }
  // Loaded on the first photo, not with the form: 80 KB of script a form without photos never needs.
  const { default: imageCompression } = await import('browser-image-compression')
  return imageCompression(file, {
    maxSizeMB: PHOTO_MAX_BYTES / 1024 / 1024,
    maxWidthOrHeight: PHOTO_MAX_PX,
    // The worker would load its script from a CDN: the page's policy (and offline phones) forbid it.
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
  })
}

/** Sends a chosen photo (compressed) or PDF as the caller's form file; the item shows it. */
export async function uploadPhoto(file: File, t: MobileTexts): Promise<ImageUploadItem> {
  const toast = file.type.startsWith('image/')
    ? Toast.show({ icon: 'loading', content: t.common.compressing, duration: 0 })
    : null
  try {
    const blob = await compressPhoto(file)
    const name = blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '')}.jpg`
    const saved = await api.upload('/auth/c/upload', blob, name)
    const isPdf = saved.mimeType === 'application/pdf'
    return { key: saved.id, url: isPdf ? PDF_ICON : myFileUrl(saved.id, 480), extra: saved.id }
  } catch (err) {
    Toast.show({ icon: 'fail', content: fill(t.common.uploadFailed, { msg: errorText(err) }) })
    throw err
  } finally {
    toast?.close()
  }
}

interface Props {
  value?: string | null
  onChange?: (id: string | null) => void
  /** PDF scans too, besides photos. */
  pdf?: boolean
  testId?: string
  disabled?: boolean
}

/** One photo (or PDF) of a form, uploaded as chosen; the form holds its file id. */
export function ImageField({ value, onChange, pdf, testId, disabled }: Props) {
  const t = useTexts()
  const items = useMemo<ImageUploadItem[]>(
    () => (value ? [{ key: value, url: myFileUrl(value, 480), extra: value }] : []),
    [value],
  )
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={items}
        maxCount={1}
        disableUpload={disabled}
        deletable={!disabled}
        accept={pdf ? 'image/*,application/pdf' : 'image/*'}
        onChange={(next) => onChange?.((next[0]?.extra as string | undefined) ?? null)}
        upload={(file) => uploadPhoto(file, t)}
      />
    </div>
  )
}

/** Several photos or PDFs (a form's attachments); the form holds their file ids. */
export function FilesField({
  value,
  onChange,
  max,
  testId,
  disabled,
}: {
  value?: string[] | null
  onChange?: (ids: string[]) => void
  max: number
  testId?: string
  disabled?: boolean
}) {
  const t = useTexts()
  const items = useMemo<ImageUploadItem[]>(
    () => (value ?? []).map((id) => ({ key: id, url: myFileUrl(id, 480), extra: id })),
    [value],
  )
  if (disabled && !items.length) return <span className="m-hint">—</span>
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={items}
        maxCount={max}
        multiple
        disableUpload={disabled}
        deletable={!disabled}
        accept="image/*,application/pdf"
        onChange={(next) => onChange?.(next.map((i) => String(i.extra)))}
        upload={(file) => uploadPhoto(file, t)}
      />
    </div>
  )
}
