import { useSite } from '../core'

/** Page links of a list (`?page=`), keeping the other address parameters; nothing for one page. */
export default function Pager({ current, total, size }: { current: number; total: number; size: number }) {
  const { t, fill, path, search } = useSite()
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  const href = (n: number) => {
    const q = new URLSearchParams(search)
    q.delete('lang')
    if (n === 1) q.delete('page')
    else q.set('page', String(n))
    const s = q.toString()
    return s ? `${path}?${s}` : path
  }
  const from = Math.max(1, Math.min(current - 2, pages - 4))
  const shown = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i)
  return (
    <nav className="pager" aria-label={t.pager.label}>
      {current > 1 ? (
        <a href={href(current - 1)} rel="prev">
          {t.pager.previous}
        </a>
      ) : (
        <span className="disabled">{t.pager.previous}</span>
      )}
      {shown.map((n) =>
        n === current ? (
          <span key={n} aria-current="page" className="current">
            {n}
          </span>
        ) : (
          <a key={n} href={href(n)} aria-label={fill(t.pager.page, { n })}>
            {n}
          </a>
        ),
      )}
      {current < pages ? (
        <a href={href(current + 1)} rel="next">
          {t.pager.next}
        </a>
      ) : (
        <span className="disabled">{t.pager.next}</span>
      )}
      <span className="muted pager-of">{fill(t.pager.of, { n: current, total: pages })}</span>
    </nav>
  )
}
