import { textWidth } from '@portal/contracts'

/** `text` cut to `width` columns (characters above code 128 count 2, spec §5), with an ellipsis. */
export function ellipsis(text: string, width: number): string {
  if (textWidth(text) <= width) return text
  let out = ''
  let w = 0
  for (const ch of text) {
    const cw = (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1
    if (w + cw > width - 1) break
    out += ch
    w += cw
  }
  return `${out}…`
}

/** A one-line text cut to `width` columns; the whole of it is in the title (long press). */
export function EllipsisText({
  text,
  width,
  className,
}: {
  text: string
  width: number
  className?: string
}) {
  const shown = ellipsis(text, width)
  return (
    <span className={className} title={shown === text ? undefined : text}>
      {shown}
    </span>
  )
}
