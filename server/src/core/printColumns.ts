import { createRequire } from 'node:module'

/**
 * The columns of a printed list sized from what they hold (issue 41): a column is at least as wide
 * as its longest word (what lies between spaces; a short Chinese run whole), so pdfme's wrapping
 * never has to break one, and gets what is left in proportion to how
 * much wider its longest line is. When even the longest words do not fit the page, the type shrinks,
 * down to a floor; only below that does a word break.
 */

/** Only what is measured here of a fontkit font (the package ships no types). */
interface MeasuredFont {
  unitsPerEm: number
  layout(text: string): { advanceWidth: number }
}
const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): MeasuredFont }

const PT_MM = 25.4 / 72

export interface ColumnFit {
  /** mm, one per column, summing to at most the width given. */
  widths: number[]
  /** The rows' texts with their line breaks put between words, to fit those widths. */
  rows: string[][]
  /** The body's type size (pt); the head's is one more. */
  bodyPt: number
}

export interface FitOptions {
  /** The type sizes tried, largest first (pt). */
  bodyPt: number
  floorPt: number
  /** Left plus right padding of a cell (mm). */
  paddingMm: number
  /** A column's longest line is given at most this much (mm) before it wraps. */
  maxColumnMm: number
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' })
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/
/** A Chinese run this short (a name, an organisation) is kept on one line like a word. */
const CJK_WHOLE = 8
/** pdfme's line box is a little narrower than the measured text: a word is given this much more. */
const SLACK = 1.04

/**
 * The pieces a text must not be broken inside: what lies between spaces (a number, a masked phone,
 * an account, a date), except that a Chinese run longer than `CJK_WHOLE` may break between words.
 */
function words(line: string): string[] {
  return line
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((chunk) =>
      CJK.test(chunk) && chunk.length > CJK_WHOLE
        ? [...segmenter.segment(chunk)].map((s) => s.segment).filter((s) => s.trim())
        : [chunk],
    )
}

const atOnePt = (font: MeasuredFont, s: string) =>
  (font.layout(s).advanceWidth / font.unitsPerEm) * PT_MM * SLACK

/**
 * `text` with line breaks between its words where a line would pass `widthMm` at `pt`: pdfme then
 * has nothing to wrap (it would break at any segment, inside a time or a number).
 */
function wrap(font: MeasuredFont, text: string, widthMm: number, pt: number): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => {
      if (atOnePt(font, l) * pt <= widthMm) return l
      const out: string[] = []
      let line = ''
      for (const w of l.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${w}` : w
        if (line && atOnePt(font, next) * pt > widthMm) {
          out.push(line)
          line = w
        } else line = next
      }
      if (line) out.push(line)
      return out.join('\n')
    })
    .join('\n')
}

/** Width at 1 pt (mm) of a text's longest word and of its longest line. */
function measureCell(font: MeasuredFont, text: string): { word: number; line: number } {
  const at1pt = (s: string) => atOnePt(font, s)
  let word = 0
  let line = 0
  for (const l of text.split(/\r\n|\r|\n/)) {
    line = Math.max(line, at1pt(l))
    for (const w of words(l)) word = Math.max(word, at1pt(w))
  }
  return { word, line }
}

/** Fits the columns (`head`, then `rows` of texts) into `widthMm`. */
export function fitColumns(
  font: MeasuredFont,
  head: readonly string[],
  rows: readonly (readonly string[])[],
  widthMm: number,
  o: FitOptions,
): ColumnFit {
  // Widths grow with the type size, so each cell is measured once, at 1 pt.
  const cols = head.map((title, i) => {
    const h = measureCell(font, title)
    let word = 0
    let line = 0
    for (const r of rows) {
      const c = measureCell(font, r[i] ?? '')
      word = Math.max(word, c.word)
      line = Math.max(line, c.line)
    }
    return { headWord: h.word, headLine: h.line, word, line }
  })
  const at = (pt: number) =>
    cols.map((c) => {
      const min = Math.max(c.word * pt, c.headWord * (pt + 1)) + o.paddingMm
      const want = Math.max(
        min,
        Math.min(Math.max(c.line * pt, c.headLine * (pt + 1)) + o.paddingMm, o.maxColumnMm),
      )
      return { min, want }
    })
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  let pt = o.bodyPt
  let sized = at(pt)
  while (sum(sized.map((c) => c.min)) > widthMm && pt > o.floorPt) {
    pt = Math.max(o.floorPt, pt - 0.5)
    sized = at(pt)
  }
  const min = sum(sized.map((c) => c.min))
  const want = sum(sized.map((c) => c.want))
  let widths: number[]
  if (want <= widthMm) {
    // Room to spare: the page's width, shared in proportion to what each column wants.
    widths = sized.map((c) => (c.want / want) * widthMm)
  } else if (min <= widthMm) {
    const k = (widthMm - min) / (want - min)
    widths = sized.map((c) => c.min + (c.want - c.min) * k)
  } else {
    // Not even the words fit at the floor: in proportion to them (a long word breaks).
    widths = sized.map((c) => (c.min / min) * widthMm)
  }
  const inner = widths.map((w) => w - o.paddingMm)
  return {
    widths,
    bodyPt: pt,
    rows: rows.map((r) => head.map((_, i) => wrap(font, r[i] ?? '', inner[i]!, pt))),
  }
}

let cached: { data: Uint8Array; font: MeasuredFont } | undefined
/** The measuring font of `data` (the print font's bytes), parsed once. */
export function measuringFont(data: Uint8Array): MeasuredFont {
  if (cached?.data !== data)
    cached = { data, font: fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) }
  return cached.font
}
