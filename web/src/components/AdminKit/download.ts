import { App } from 'antd'
import type { AxiosResponse } from 'axios'
import { useState } from 'react'

/** Saves a downloaded file under the name the server gave (Content-Disposition) or `fallback`. */
export function saveDownload(res: AxiosResponse<Blob>, fallback: string) {
  const cd = String(res.headers['content-disposition'] ?? '')
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd)
  const plain = /filename="?([^";]+)"?/i.exec(cd)
  let name = fallback
  try {
    if (star?.[1]) name = decodeURIComponent(star[1].trim())
    else if (plain?.[1]) name = plain[1].trim()
  } catch {
    // keep the fallback
  }
  saveBlob(res.data, name)
}

/** Saves `blob` as a file called `name` (a download the page made itself). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A file as base64 (without the data-URL prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** A file as a data URL. */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * An export button's work: `call` with the search panel's filled-in values (the panel's fields are
 * named like the export's parameters), a loading toast meanwhile, the file saved as the server names it.
 */
export function useExport(
  call: (query: Record<string, unknown>) => Promise<AxiosResponse<Blob>>,
  fallback: string,
  loadingText: string,
) {
  const { message } = App.useApp()
  const [exporting, setExporting] = useState(false)
  const run = async (filter: Record<string, unknown>) => {
    setExporting(true)
    const hide = message.loading(loadingText, 0)
    try {
      const given = Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '')
      saveDownload(await call(Object.fromEntries(given)), fallback)
    } catch {
      // the request module warned
    } finally {
      hide()
      setExporting(false)
    }
  }
  return { exporting, run }
}
