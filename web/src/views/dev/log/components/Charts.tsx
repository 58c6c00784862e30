import { Empty, theme } from 'antd'

const PALETTE = ['#1677FF', '#52C41A', '#FA8C16', '#F5222D', '#722ED1', '#13C2C2']

/** Stacked bars per day (a small SVG: no chart library for two charts). */
export function DayBars({
  data,
  categories,
  label,
}: {
  data: Array<{ date: string; category: string; count: number }>
  categories: string[]
  label: (category: string) => string
}) {
  const { token } = theme.useToken()
  const days = [...new Set(data.map((d) => d.date))].sort()
  if (!days.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  const cats = [...new Set([...categories, ...data.map((d) => d.category)])]
  const totals = days.map((day) => data.filter((d) => d.date === day).reduce((s, d) => s + d.count, 0))
  const max = Math.max(1, ...totals)
  const w = 420
  const h = 160
  const pad = 24
  const bw = Math.min(36, (w - pad * 2) / days.length - 8)
  return (
    <div>
      <svg viewBox={`0 0 ${w} ${h + 24}`} width="100%" role="img" aria-label="chart">
        <line x1={pad} y1={h} x2={w - pad} y2={h} stroke={token.colorBorder} />
        {days.map((day, i) => {
          const x = pad + i * ((w - pad * 2) / days.length) + 4
          let y = h
          return (
            <g key={day}>
              {cats.map((c, ci) => {
                const n = data.find((d) => d.date === day && d.category === c)?.count ?? 0
                const bh = (n / max) * (h - 20)
                y -= bh
                return n ? (
                  <rect key={c} x={x} y={y} width={bw} height={bh} fill={PALETTE[ci % PALETTE.length]}>
                    <title>{`${day} ${label(c)}: ${n}`}</title>
                  </rect>
                ) : null
              })}
              <text
                x={x + bw / 2}
                y={h - ((totals[i] ?? 0) / max) * (h - 20) - 4}
                fontSize="10"
                textAnchor="middle"
                fill={token.colorText}
              >
                {totals[i]}
              </text>
              <text
                x={x + bw / 2}
                y={h + 14}
                fontSize="10"
                textAnchor="middle"
                fill={token.colorTextSecondary}
              >
                {day.slice(5)}
              </text>
            </g>
          )
        })}
      </svg>
      <Legend cats={cats} label={label} />
    </div>
  )
}

/** Horizontal bars per category. */
export function CategoryBars({
  data,
  label,
}: {
  data: Array<{ category: string; count: number }>
  label: (category: string) => string
}) {
  const { token } = theme.useToken()
  if (!data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  const max = Math.max(1, ...data.map((d) => d.count))
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, paddingTop: 8 }}>
      {data.map((d, i) => (
        <div key={d.category} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 72, color: token.colorTextSecondary }}>{label(d.category)}</span>
          <div style={{ flex: 1, background: token.colorFillTertiary, borderRadius: 4, height: 16 }}>
            <div
              style={{
                width: `${(d.count / max) * 100}%`,
                background: PALETTE[i % PALETTE.length],
                height: '100%',
                borderRadius: 4,
              }}
            />
          </div>
          <span style={{ width: 48, textAlign: 'right' }}>{d.count.toLocaleString('en-US')}</span>
        </div>
      ))}
    </div>
  )
}

function Legend({ cats, label }: { cats: string[]; label: (c: string) => string }) {
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'center', fontSize: 12 }}>
      {cats.map((c, i) => (
        <span key={c}>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              background: PALETTE[i % PALETTE.length],
              marginRight: 4,
              borderRadius: 2,
            }}
          />
          {label(c)}
        </span>
      ))}
    </div>
  )
}
