/** HTML print-outs (a kitchen sheet, a slip) in a hidden frame: plain type, at most 800 px wide. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The hidden frame that holds the last print-out (kept until the next one, so nothing races the print dialog). */
const FRAME_ID = 'st-print-frame'

/**
 * Prints a page made of `body` (HTML; escape what it quotes with `esc`) in a hidden frame: at most
 * 800 px wide, plain type, the print dialog of the browser.
 */
export function printDocument(title: string, body: string, css = '') {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:12px sans-serif;max-width:800px;margin:16px auto}h1{font-size:16px}${css}</style></head>
<body>${body}</body></html>`
  document.getElementById(FRAME_ID)?.remove()
  const frame = document.createElement('iframe')
  frame.id = FRAME_ID
  frame.title = title
  frame.style.position = 'fixed'
  frame.style.width = '0'
  frame.style.height = '0'
  frame.style.border = '0'
  frame.setAttribute('aria-hidden', 'true')
  document.body.appendChild(frame)
  const doc = frame.contentDocument
  if (!doc) return
  doc.open()
  doc.write(html)
  doc.close()
  frame.contentWindow?.focus()
  frame.contentWindow?.print()
}
