import { DownOutlined, PrinterOutlined } from '@ant-design/icons'
import { App, Button, Dropdown, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { printTemplateApi } from '../../api/dev/printTemplate'
import { isApiError } from '../../api/request'

/** The hidden frame holding the last PDF to print (kept until the next, so nothing races the dialog). */
const FRAME_ID = 'pdf-print-frame'

/** Why a print failed, in words for the user (the server's message when it gave one). */
export const printErrorText = (err: unknown, fallback: string) =>
  isApiError(err) && err.msg ? err.msg : fallback

/**
 * Opens a PDF in the browser's print dialog (from a hidden frame); where the browser cannot print a
 * PDF from a frame it opens in a new tab instead, with its own print and download buttons.
 */
export function printPdf(pdf: Blob, title: string) {
  document.getElementById(FRAME_ID)?.remove()
  const url = URL.createObjectURL(pdf)
  const frame = document.createElement('iframe')
  frame.id = FRAME_ID
  frame.title = title
  frame.dataset.pdfSize = String(pdf.size)
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  })
  frame.setAttribute('aria-hidden', 'true')
  frame.onload = () => {
    // An automated browser (tests) gets no dialog: headless Chromium's PDF viewer crashes on print().
    if (navigator.webdriver) return
    try {
      frame.contentWindow?.focus()
      frame.contentWindow?.print()
    } catch {
      window.open(url, '_blank', 'noopener')
    }
  }
  frame.src = url
  document.body.appendChild(frame)
}

/** Saves a PDF under `name`. */
export function downloadPdf(pdf: Blob, name: string) {
  const url = URL.createObjectURL(pdf)
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}.pdf`
  document.body.appendChild(a)
  a.click()
  a.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * A record's print button: with the type's default template, or one chosen from the arrow's menu
 * when the type has several; "download" saves the PDF instead. Failures (no template yet, a record
 * gone) are said in a message, and handed to `onError` (spec §8: print failures go to a callback).
 * `compact` is the form for a list's action column and a table's rows: a link, as narrow as the
 * row's other links, that prints with the default template (no menu).
 */
export function PrintButton({
  docType,
  id,
  label,
  testId,
  onError,
  compact = false,
}: {
  docType: string
  id: string
  label: string
  testId?: string
  onError?: (err: unknown) => void
  compact?: boolean
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const [choices, setChoices] = useState<Array<{ id: string; name: string; isDefault: boolean }> | null>(null)

  const run = async (templateId: string | undefined, save: boolean) => {
    setBusy(true)
    try {
      const pdf = await printTemplateApi.print(docType, id, templateId)
      if (save) downloadPdf(pdf, `${label}-${id.slice(0, 8)}`)
      else printPdf(pdf, label)
    } catch (err) {
      message.error(printErrorText(err, t('admin.print.failed')))
      onError?.(err)
    } finally {
      setBusy(false)
    }
  }
  const loadChoices = async (open: boolean) => {
    if (open && !choices) setChoices(await printTemplateApi.choices({ docType }).catch(() => []))
  }
  if (compact)
    return (
      <Button
        type="link"
        size="small"
        loading={busy}
        onClick={() => run(undefined, false)}
        data-testid={testId}
      >
        {label}
      </Button>
    )
  const items = [
    ...(choices ?? []).map((c) => ({
      key: `print:${c.id}`,
      label: c.isDefault ? `${c.name}（${t('admin.print.default')}）` : c.name,
    })),
    { type: 'divider' as const },
    { key: 'download', label: t('admin.print.download') },
  ]
  return (
    <Space.Compact size="small">
      <Button
        size="small"
        icon={<PrinterOutlined />}
        loading={busy}
        onClick={() => run(undefined, false)}
        data-testid={testId}
      >
        {label}
      </Button>
      <Dropdown
        trigger={['click']}
        onOpenChange={loadChoices}
        menu={{
          items,
          onClick: ({ key }) => (key === 'download' ? run(undefined, true) : run(key.slice(6), false)),
        }}
      >
        <Button size="small" icon={<DownOutlined />} aria-label={t('admin.print.choose')} disabled={busy} />
      </Dropdown>
    </Space.Compact>
  )
}
