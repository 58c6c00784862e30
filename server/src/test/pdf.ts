import jsQR from 'jsqr'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

interface PdfImage {
  width: number
  height: number
  kind: number
  data: Uint8Array | Uint8ClampedArray
}

/** RGBA on white: pdfme draws a QR code as a PNG with a transparent background. */
function rgbaOnWhite(img: PdfImage): Uint8ClampedArray {
  const px = img.width * img.height
  const out = new Uint8ClampedArray(px * 4)
  const channels = img.data.length / px
  for (let i = 0; i < px; i++) {
    const [r, g, b] =
      channels >= 3
        ? [img.data[i * channels]!, img.data[i * channels + 1]!, img.data[i * channels + 2]!]
        : [img.data[i]!, img.data[i]!, img.data[i]!]
    const a = channels === 4 ? img.data[i * 4 + 3]! / 255 : 1
    out[i * 4] = r * a + 255 * (1 - a)
    out[i * 4 + 1] = g * a + 255 * (1 - a)
    out[i * 4 + 2] = b * a + 255 * (1 - a)
    out[i * 4 + 3] = 255
  }
  return out
}

/**
 * What a PDF says, as a reader gets it: each page's text (as pdf.js extracts it, so a CJK font
 * must map its glyphs back to characters) and what each image on it decodes to as a QR code.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; lines: string[]; qr: string[]; images: number }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise
  let text = ''
  /** Each line drawn, as pdf.js gives the page's text items. */
  const lines: string[] = []
  const qr: string[] = []
  let images = 0
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const strs = content.items.map((i) => ('str' in i ? i.str : ''))
    text += `${strs.join('')}\n`
    lines.push(...strs.filter((l) => l.trim()))
    const ops = await page.getOperatorList()
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue
      images++
      const name = ops.argsArray[i][0] as string
      const img = (await new Promise((resolve) => page.objs.get(name, resolve))) as PdfImage
      const code = jsQR(rgbaOnWhite(img), img.width, img.height)
      if (code) qr.push(code.data)
    }
  }
  await doc.destroy()
  return { pages: doc.numPages, text, lines, qr, images }
}
