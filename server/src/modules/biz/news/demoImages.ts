/**
 * The drawings of the sample news (`demo.ts`): flat illustrations of an industrial group's life,
 * 1600×900, no text, each in its own colours. `core/demo.ts` renders them to JPEG.
 */

const W = 1600
const H = 900

/** A small seeded generator, so the drawings are the same on every installation. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const r1 = (n: number) => Math.round(n * 10) / 10

const stops = (colors: readonly string[]) =>
  colors.map((c, i) => `<stop offset="${i / Math.max(1, colors.length - 1)}" stop-color="${c}"/>`).join('')
const linear = (id: string, colors: readonly string[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(colors)}</linearGradient>`
const radial = (id: string, colors: readonly string[], cx = 0.5, cy = 0.5, r = 0.6) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colors)}</radialGradient>`

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`

/** A filled background of gradient `id`. */
const fill = (id: string) => `<rect width="${W}" height="${H}" fill="url(#${id})"/>`

/** A person seen from the front or behind: head and shoulders. */
const person = (x: number, y: number, s: number, color: string, helmet?: string) =>
  `<g fill="${color}"><circle cx="${x}" cy="${y}" r="${r1(18 * s)}"/>` +
  `<path d="M${r1(x - 34 * s)} ${r1(y + 78 * s)} Q${r1(x - 34 * s)} ${r1(y + 24 * s)} ${x} ${r1(y + 24 * s)} Q${r1(x + 34 * s)} ${r1(y + 24 * s)} ${r1(x + 34 * s)} ${r1(y + 78 * s)} Z"/>` +
  (helmet
    ? `<path d="M${r1(x - 21 * s)} ${r1(y - 4 * s)} A${r1(21 * s)} ${r1(21 * s)} 0 0 1 ${r1(x + 21 * s)} ${r1(y - 4 * s)} Z" fill="${helmet}"/>`
    : '') +
  '</g>'

/** A gear of `teeth` teeth as a polygon, with its hole. */
function gear(cx: number, cy: number, r: number, teeth: number, color: string, hole: string) {
  const pts: string[] = []
  const step = (Math.PI * 2) / teeth
  for (let i = 0; i < teeth; i++) {
    const a = i * step
    for (const [da, rr] of [
      [0, r * 0.84],
      [step * 0.18, r],
      [step * 0.5, r],
      [step * 0.68, r * 0.84],
    ] as const)
      pts.push(`${r1(cx + Math.cos(a + da) * rr)},${r1(cy + Math.sin(a + da) * rr)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.34)}" fill="${hole}"/>`
}

/** Factory buildings with saw-tooth roofs and chimneys along a ground line. */
function factories(y: number, color: string, windows: string, seed: number) {
  const rnd = random(seed)
  let out = ''
  let x = -20
  while (x < W) {
    const w = 160 + rnd() * 160
    const h = 120 + rnd() * 140
    const teeth = Math.max(2, Math.round(w / 70))
    const tw = w / teeth
    let d = `M${r1(x)} ${y} L${r1(x)} ${r1(y - h)}`
    for (let i = 0; i < teeth; i++)
      d += ` L${r1(x + tw * i + tw)} ${r1(y - h - 36)} L${r1(x + tw * i + tw)} ${r1(y - h)}`
    d += ` L${r1(x + w)} ${y} Z`
    out += `<path d="${d}" fill="${color}"/>`
    for (let wx = x + 24; wx < x + w - 30; wx += 44)
      out += `<rect x="${r1(wx)}" y="${r1(y - h + 34)}" width="24" height="34" rx="3" fill="${windows}" opacity="0.75"/>`
    if (rnd() > 0.45) {
      const cx = x + w * (0.3 + rnd() * 0.4)
      const ch = 120 + rnd() * 120
      out += `<rect x="${r1(cx)}" y="${r1(y - h - ch)}" width="28" height="${r1(ch)}" fill="${color}"/>`
      out += `<rect x="${r1(cx)}" y="${r1(y - h - ch + 16)}" width="28" height="10" fill="${windows}" opacity="0.6"/>`
    }
    x += w + 10 + rnd() * 40
  }
  return out
}

/** Soft round clouds or smoke. */
function puffs(x: number, y: number, s: number, color: string, opacity: number) {
  return `<g fill="${color}" opacity="${opacity}"><circle cx="${x}" cy="${y}" r="${r1(40 * s)}"/><circle cx="${r1(x + 46 * s)}" cy="${r1(y - 18 * s)}" r="${r1(52 * s)}"/><circle cx="${r1(x + 104 * s)}" cy="${y}" r="${r1(42 * s)}"/><rect x="${x}" y="${y}" width="${r1(104 * s)}" height="${r1(40 * s)}"/></g>`
}

// ---- The drawings, one per news item ----

/** A new automated production line: conveyor, boxes, robot arms, lights. */
export function productionLine() {
  const defs =
    linear('bg', ['#0f2a4a', '#1c4f7c', '#2b6a98']) +
    linear('floor', ['#29435e', '#112236']) +
    linear('belt', ['#3a3f47', '#1d2026']) +
    radial('glow', ['#fff6d8', '#fff6d800'], 0.5, 0.5, 0.5)
  let body = fill('bg')
  for (let i = 0; i < 5; i++) {
    const x = 140 + i * 330
    body += `<ellipse cx="${x}" cy="150" rx="170" ry="90" fill="url(#glow)" opacity="0.5"/><rect x="${x - 60}" y="70" width="120" height="16" rx="8" fill="#e8eef6"/>`
  }
  body += `<polygon points="0,560 ${W},560 ${W},${H} 0,${H}" fill="url(#floor)"/>`
  body += `<polygon points="0,610 ${W},610 ${W},622 0,622" fill="#f2c230" opacity="0.8"/>`
  body += `<rect x="60" y="470" width="1480" height="64" rx="32" fill="url(#belt)"/>`
  for (let x = 100; x < 1520; x += 60) body += `<circle cx="${x}" cy="502" r="14" fill="#596270"/>`
  for (let i = 0; i < 4; i++)
    body += `<rect x="${r1(80 + i * 360)}" y="534" width="22" height="90" fill="#2e3846"/>`
  const boxColors = ['#e39b3c', '#d8863a', '#f0b35a', '#c9772e', '#e8a64a']
  for (let i = 0; i < 7; i++) {
    const x = 120 + i * 200
    body += `<rect x="${x}" y="${400 - (i % 2) * 14}" width="110" height="${70 + (i % 2) * 14}" rx="6" fill="${boxColors[i % 5]}"/><rect x="${x + 42}" y="${400 - (i % 2) * 14}" width="26" height="${70 + (i % 2) * 14}" fill="#fbe3b5" opacity="0.7"/>`
  }
  for (const [bx, flip] of [
    [430, 1],
    [1130, -1],
  ] as const) {
    body += `<rect x="${bx - 60}" y="600" width="120" height="40" rx="8" fill="#f28c28"/><rect x="${bx - 34}" y="560" width="68" height="48" fill="#f5a04a"/>`
    const ex = bx + flip * 120
    const hx = bx + flip * 60
    body += `<polyline points="${bx},570 ${ex},330 ${hx},250" fill="none" stroke="#f28c28" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>`
    body += `<circle cx="${bx}" cy="570" r="30" fill="#3d4652"/><circle cx="${ex}" cy="330" r="26" fill="#3d4652"/><circle cx="${hx}" cy="250" r="20" fill="#3d4652"/>`
    body += `<path d="M${hx - 28} 262 L${hx - 28} 320 M${hx + 28} 262 L${hx + 28} 320" stroke="#cfd6df" stroke-width="12" stroke-linecap="round"/>`
  }
  return svg(defs, body)
}

/** A workshop of machining centres, for inside an article. */
export function workshop() {
  const defs =
    linear('bg', ['#dfe8ef', '#b9c9d6']) +
    linear('machine', ['#f4f7fa', '#c9d3dc']) +
    linear('glass', ['#7fb3d8', '#2f6f9f'])
  let body = fill('bg')
  for (let x = 0; x < W; x += 200) body += `<rect x="${x}" y="0" width="8" height="520" fill="#a9b8c5"/>`
  body += `<rect x="0" y="90" width="${W}" height="14" fill="#8fa2b3"/>`
  body += `<polygon points="0,520 ${W},520 ${W},${H} 0,${H}" fill="#7b8c99"/>`
  for (let x = -100; x < W; x += 260)
    body += `<polygon points="${x},${H} ${x + 60},${H} ${x + 420},520 ${x + 400},520" fill="#f2c230" opacity="0.45"/>`
  for (let i = 0; i < 3; i++) {
    const x = 110 + i * 500
    body += `<rect x="${x}" y="250" width="380" height="300" rx="18" fill="url(#machine)"/>`
    body += `<rect x="${x + 30}" y="290" width="230" height="170" rx="10" fill="url(#glass)"/>`
    body += `<rect x="${x + 80}" y="300" width="16" height="90" fill="#d9e2ea"/><rect x="${x + 60}" y="390" width="56" height="20" fill="#9aa8b4"/>`
    body += `<rect x="${x + 285}" y="290" width="70" height="120" rx="8" fill="#33414e"/>`
    for (let k = 0; k < 3; k++)
      body += `<circle cx="${x + 305 + k * 16}" cy="${320}" r="5" fill="${['#4caf50', '#f2c230', '#e5533d'][k]}"/>`
    body += `<rect x="${x + 295}" y="340" width="50" height="54" rx="4" fill="#5d8fb9"/>`
    body += `<rect x="${x}" y="550" width="380" height="20" fill="#5b6b78"/>`
  }
  body += person(1000, 600, 1.5, '#2f5d8a', '#f2c230') + person(420, 620, 1.4, '#3f6e96', '#ffffff')
  return svg(defs, body)
}

/** Safety month: a hard hat over hazard stripes, a shield. */
export function safety() {
  const defs =
    linear('bg', ['#ffcf5c', '#f59a23'], 1, 1) +
    linear('hat', ['#fff3c4', '#ffd21f', '#f2a900'], 0, 1) +
    `<pattern id="stripes" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="40" height="80" fill="#1f2328"/><rect x="40" width="40" height="80" fill="#ffd21f"/></pattern>`
  let body = fill('bg')
  body += `<circle cx="1320" cy="170" r="260" fill="#ffffff" opacity="0.15"/><circle cx="220" cy="760" r="320" fill="#ffffff" opacity="0.12"/>`
  body += `<rect x="0" y="720" width="${W}" height="180" fill="url(#stripes)"/>`
  body += `<path d="M1240 220 L1420 280 L1420 430 Q1420 560 1240 640 Q1060 560 1060 430 L1060 280 Z" fill="#2e7d32" opacity="0.9"/>`
  body += `<polyline points="1150,430 1220,500 1340,360" fill="none" stroke="#ffffff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`
  body += `<ellipse cx="640" cy="600" rx="360" ry="56" fill="#c77700"/>`
  body += `<path d="M360 590 Q360 250 640 230 Q920 250 920 590 Z" fill="url(#hat)"/>`
  body += `<path d="M600 236 Q640 226 680 236 L690 590 L590 590 Z" fill="#f2b800"/>`
  body += `<path d="M300 600 Q640 660 980 600 L980 624 Q640 690 300 624 Z" fill="#e0a100"/>`
  return svg(defs, body)
}

/** A certification: a rosette with a check mark and ribbons. */
export function certification() {
  const defs =
    linear('bg', ['#0f766e', '#134e4a'], 1, 1) +
    radial('medal', ['#fef3c7', '#fbbf24', '#d97706'], 0.4, 0.35, 0.7)
  let body = fill('bg')
  const rnd = random(7)
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H)}" r="${r1(2 + rnd() * 5)}" fill="#99f6e4" opacity="${r1(0.2 + rnd() * 0.4)}"/>`
  body += `<polygon points="700,560 620,840 690,800 740,870 780,600" fill="#dc2626"/><polygon points="900,560 980,840 910,800 860,870 820,600" fill="#b91c1c"/>`
  const pts: string[] = []
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2
    const r = i % 2 ? 250 : 280
    pts.push(`${r1(800 + Math.cos(a) * r)},${r1(420 + Math.sin(a) * r)}`)
  }
  body += `<polygon points="${pts.join(' ')}" fill="#f59e0b"/>`
  body += `<circle cx="800" cy="420" r="220" fill="url(#medal)"/><circle cx="800" cy="420" r="178" fill="none" stroke="#fffbeb" stroke-width="10" opacity="0.8"/>`
  body += `<polyline points="712,424 782,494 902,352" fill="none" stroke="#065f46" stroke-width="42" stroke-linecap="round" stroke-linejoin="round"/>`
  for (const [x, y] of [
    [240, 240],
    [1380, 650],
  ] as const)
    body += `<rect x="${x - 90}" y="${y - 120}" width="180" height="240" rx="12" fill="#ecfeff" opacity="0.16"/><rect x="${x - 60}" y="${y - 80}" width="120" height="12" rx="6" fill="#ecfeff" opacity="0.4"/><rect x="${x - 60}" y="${y - 50}" width="90" height="12" rx="6" fill="#ecfeff" opacity="0.3"/>`
  return svg(defs, body)
}

/** A trade fair booth under spotlights, visitors in front. */
export function tradeFair() {
  const defs =
    linear('bg', ['#1e1b4b', '#312e81', '#4338ca']) +
    linear('screen', ['#22d3ee', '#6366f1', '#a855f7'], 1, 0) +
    linear('beam', ['#fef9c3', '#fef9c300'])
  let body = fill('bg')
  for (const x of [360, 800, 1240])
    body += `<polygon points="${x - 30},0 ${x + 30},0 ${x + 240},640 ${x - 240},640" fill="url(#beam)" opacity="0.25"/>`
  body += `<ellipse cx="800" cy="760" rx="760" ry="120" fill="#0b0a2e" opacity="0.6"/>`
  body += `<rect x="260" y="180" width="1080" height="460" rx="10" fill="#eef2ff"/>`
  body += `<rect x="300" y="220" width="620" height="340" rx="8" fill="url(#screen)"/>`
  body += gear(610, 390, 120, 12, '#eef2ff', '#6366f1')
  body += `<rect x="960" y="220" width="340" height="100" rx="8" fill="#f97316"/><rect x="960" y="340" width="160" height="220" rx="8" fill="#c7d2fe"/><rect x="1140" y="340" width="160" height="220" rx="8" fill="#a5b4fc"/>`
  body += `<rect x="520" y="600" width="560" height="120" rx="12" fill="#f8fafc"/><rect x="520" y="600" width="560" height="22" fill="#f97316"/>`
  const colors = ['#0f172a', '#1e293b', '#334155', '#111827']
  const rnd = random(11)
  for (let i = 0; i < 9; i++) {
    const x = 120 + i * 170 + rnd() * 40
    body += person(r1(x), r1(700 + rnd() * 40), 1.4 + rnd() * 0.3, colors[i % colors.length]!)
  }
  return svg(defs, body)
}

/** Charity: a school on green hills under a large heart. */
export function charity() {
  const defs = linear('bg', ['#bae6fd', '#e0f2fe', '#fef9c3']) + linear('heart', ['#fb7185', '#e11d48'])
  let body = fill('bg')
  body += `<circle cx="1330" cy="170" r="90" fill="#fde047"/>`
  body += puffs(180, 160, 1.2, '#ffffff', 0.9) + puffs(900, 120, 0.9, '#ffffff', 0.8)
  body += `<path d="M800 620 C640 500 500 400 560 280 C610 190 740 210 800 300 C860 210 990 190 1040 280 C1100 400 960 500 800 620 Z" fill="url(#heart)" opacity="0.92"/>`
  body += `<path d="M0 700 Q400 560 800 680 T${W} 640 L${W} ${H} L0 ${H} Z" fill="#65a30d"/><path d="M0 780 Q500 680 1000 780 T${W} 760 L${W} ${H} L0 ${H} Z" fill="#4d7c0f"/>`
  body += `<rect x="1040" y="540" width="340" height="180" fill="#fff7ed"/><polygon points="1020,545 1210,450 1400,545" fill="#c2410c"/>`
  for (let i = 0; i < 3; i++)
    body += `<rect x="${1070 + i * 100}" y="580" width="60" height="50" fill="#7dd3fc"/>`
  body += `<rect x="1180" y="650" width="60" height="70" fill="#9a3412"/><rect x="1440" y="430" width="8" height="290" fill="#57534e"/><polygon points="1448,436 1530,462 1448,488" fill="#ef4444"/>`
  for (const [x, s] of [
    [180, 1],
    [330, 0.8],
    [620, 0.9],
  ] as const)
    body += `<rect x="${x - 10 * s}" y="${r1(620 - 20 * s)}" width="${r1(20 * s)}" height="${r1(110 * s)}" fill="#78350f"/><circle cx="${x}" cy="${r1(560 - 20 * s)}" r="${r1(80 * s)}" fill="#15803d"/>`
  body +=
    person(880, 690, 1.2, '#1d4ed8') + person(960, 710, 0.9, '#f97316') + person(1010, 712, 0.85, '#a855f7')
  return svg(defs, body)
}

/** Results: rising bars and a trend line over a grid. */
export function results() {
  const defs = linear('bg', ['#0b1f3a', '#10325c'], 1, 1) + linear('bar', ['#38bdf8', '#0369a1'])
  let body = fill('bg')
  for (let y = 160; y <= 760; y += 100)
    body += `<line x1="140" y1="${y}" x2="1460" y2="${y}" stroke="#1e4b7a" stroke-width="2"/>`
  body += `<line x1="140" y1="760" x2="1460" y2="760" stroke="#7dd3fc" stroke-width="4"/>`
  const heights = [180, 230, 210, 290, 340, 320, 410, 470]
  const points: string[] = []
  heights.forEach((h, i) => {
    const x = 200 + i * 155
    body += `<rect x="${x}" y="${760 - h}" width="96" height="${h}" rx="8" fill="url(#bar)" opacity="${0.55 + i * 0.05}"/>`
    points.push(`${x + 48},${760 - h - 90}`)
  })
  body += `<polyline points="${points.join(' ')}" fill="none" stroke="#facc15" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`
  for (const p of points) {
    const [x, y] = p.split(',')
    body += `<circle cx="${x}" cy="${y}" r="14" fill="#0b1f3a" stroke="#facc15" stroke-width="8"/>`
  }
  const [lx, ly] = points.at(-1)!.split(',').map(Number) as [number, number]
  body += `<polygon points="${lx + 20},${ly - 70} ${lx + 70},${ly - 10} ${lx - 10},${ly - 10}" fill="#facc15" transform="rotate(20 ${lx + 30} ${ly - 30})"/>`
  return svg(defs, body)
}

/** A partnership: two meshing gears and a network of links. */
export function partnership() {
  const defs = linear('bg', ['#4c1d95', '#1d4ed8'], 1, 1)
  let body = fill('bg')
  const rnd = random(23)
  const nodes: Array<[number, number]> = []
  for (let i = 0; i < 22; i++) nodes.push([r1(rnd() * W), r1(rnd() * H)])
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const [x1, y1] = nodes[i]!
      const [x2, y2] = nodes[j]!
      if (Math.hypot(x1 - x2, y1 - y2) < 360)
        body += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#c4b5fd" stroke-width="2" opacity="0.35"/>`
    }
  for (const [x, y] of nodes) body += `<circle cx="${x}" cy="${y}" r="7" fill="#e0e7ff" opacity="0.7"/>`
  body += gear(640, 450, 230, 14, '#f59e0b', '#4c1d95')
  body += gear(988, 450, 150, 10, '#22d3ee', '#1d4ed8')
  return svg(defs, body)
}

/** An award: a trophy with laurels under a star. */
export function award() {
  const defs =
    radial('bg', ['#b91c1c', '#7f1d1d', '#450a0a'], 0.5, 0.4, 0.8) +
    linear('gold', ['#fef3c7', '#facc15', '#ca8a04'], 1, 1)
  let body = fill('bg')
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    body += `<polygon points="800,400 ${r1(800 + Math.cos(a) * 1100)},${r1(400 + Math.sin(a) * 1100)} ${r1(800 + Math.cos(a + 0.12) * 1100)},${r1(400 + Math.sin(a + 0.12) * 1100)}" fill="#fca5a5" opacity="0.07"/>`
  }
  body += `<path d="M610 210 L990 210 L970 420 Q950 560 800 580 Q650 560 630 420 Z" fill="url(#gold)"/>`
  body += `<path d="M615 250 Q500 250 510 340 Q520 430 640 450" fill="none" stroke="#eab308" stroke-width="30"/><path d="M985 250 Q1100 250 1090 340 Q1080 430 960 450" fill="none" stroke="#eab308" stroke-width="30"/>`
  body += `<rect x="770" y="580" width="60" height="90" fill="#ca8a04"/><rect x="680" y="670" width="240" height="50" rx="8" fill="url(#gold)"/><rect x="640" y="720" width="320" height="60" rx="8" fill="#854d0e"/>`
  const star = (cx: number, cy: number, r: number) => {
    const p: string[] = []
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5
      const rr = i % 2 ? r * 0.42 : r
      p.push(`${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`)
    }
    return `<polygon points="${p.join(' ')}" fill="#fff7ed"/>`
  }
  body += star(800, 370, 80)
  for (const side of [-1, 1]) {
    for (let i = 0; i < 8; i++) {
      const a = Math.PI / 2 + side * (0.5 + i * 0.17)
      const x = 800 + Math.cos(a) * 360
      const y = 460 + Math.sin(a) * -330
      body += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="20" ry="46" fill="#65a30d" transform="rotate(${r1(side * (30 + i * 12))} ${r1(x)} ${r1(y)})"/>`
    }
  }
  return svg(defs, body)
}

/** Training: a classroom seen from behind the seats, a board with a diagram. */
export function training() {
  const defs = linear('bg', ['#f1f5f9', '#cbd5e1']) + linear('board', ['#166534', '#14532d'])
  let body = fill('bg')
  body += `<rect x="0" y="600" width="${W}" height="300" fill="#94a3b8"/>`
  body += `<rect x="330" y="90" width="940" height="420" rx="14" fill="#78716c"/><rect x="350" y="110" width="900" height="380" rx="8" fill="url(#board)"/>`
  body += gear(560, 300, 100, 10, '#bbf7d0', '#166534')
  body += `<polyline points="740,420 860,330 960,370 1100,220" fill="none" stroke="#fde68a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
  body += `<rect x="740" y="170" width="200" height="14" rx="7" fill="#dcfce7" opacity="0.7"/><rect x="740" y="200" width="140" height="14" rx="7" fill="#dcfce7" opacity="0.5"/>`
  body += person(1380, 330, 2.2, '#1e3a8a', '#f59e0b')
  const rows: Array<[number, number, number]> = [
    [620, 1.5, 7],
    [720, 1.9, 6],
    [830, 2.3, 5],
  ]
  const colors = ['#334155', '#1e40af', '#0f766e', '#475569', '#9a3412', '#3f3f46', '#1d4ed8']
  for (const [y, s, n] of rows)
    for (let i = 0; i < n; i++) {
      const x = W / 2 + (i - (n - 1) / 2) * (1500 / n)
      body += person(r1(x), y, s, colors[(i + n) % colors.length]!, i % 2 ? '#facc15' : undefined)
    }
  return svg(defs, body)
}

/** Digital transformation: a circuit board around a chip. */
export function circuit() {
  const defs = linear('bg', ['#020617', '#0f172a', '#082f49'], 1, 1) + linear('chip', ['#1e293b', '#334155'])
  let body = fill('bg')
  const rnd = random(31)
  for (let i = 0; i < 46; i++) {
    const side = i % 4
    let x = side === 0 ? 0 : side === 1 ? W : rnd() * W
    let y = side === 2 ? 0 : side === 3 ? H : rnd() * H
    const pts = [`${r1(x)},${r1(y)}`]
    for (let k = 0; k < 3; k++) {
      if (k % 2 === 0) x += (800 - x) * (0.3 + rnd() * 0.4)
      else y += (450 - y) * (0.3 + rnd() * 0.4)
      pts.push(`${r1(x)},${r1(y)}`)
    }
    const color = ['#22d3ee', '#38bdf8', '#a78bfa', '#34d399'][i % 4]
    body += `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="4" opacity="0.6"/><circle cx="${r1(x)}" cy="${r1(y)}" r="8" fill="${color}"/>`
  }
  body += `<rect x="600" y="250" width="400" height="400" rx="30" fill="url(#chip)" stroke="#38bdf8" stroke-width="6"/>`
  for (let i = 0; i < 8; i++) {
    const p = 290 + i * 45
    body += `<rect x="${p}" y="220" width="16" height="30" fill="#94a3b8"/><rect x="${p}" y="650" width="16" height="30" fill="#94a3b8"/>`
    body += `<rect x="570" y="${p - 20}" width="30" height="16" fill="#94a3b8"/><rect x="1000" y="${p - 20}" width="30" height="16" fill="#94a3b8"/>`
  }
  body += `<rect x="680" y="330" width="240" height="240" rx="16" fill="#0ea5e9" opacity="0.25"/><circle cx="800" cy="450" r="70" fill="#22d3ee" opacity="0.85"/>`
  return svg(defs, body)
}

/** Green energy: wind turbines and rows of solar panels on an industrial park. */
export function greenEnergy() {
  const defs = linear('bg', ['#7dd3fc', '#e0f2fe']) + linear('panel', ['#1e3a8a', '#3b82f6'], 1, 1)
  let body = fill('bg')
  body += puffs(1100, 150, 1.1, '#ffffff', 0.9) + puffs(260, 220, 0.8, '#ffffff', 0.8)
  body += `<path d="M0 560 Q400 470 800 540 T${W} 500 L${W} ${H} L0 ${H} Z" fill="#86efac"/><path d="M0 640 Q600 560 1200 640 T${W} 620 L${W} ${H} L0 ${H} Z" fill="#4ade80"/>`
  for (const [x, y, s, rot] of [
    [300, 520, 1, 10],
    [620, 480, 1.25, 50],
    [1040, 500, 0.9, 85],
  ] as const) {
    body += `<polygon points="${x - 8 * s},${y} ${x + 8 * s},${y} ${x + 4 * s},${y - 330 * s} ${x - 4 * s},${y - 330 * s}" fill="#f8fafc"/>`
    for (let b = 0; b < 3; b++)
      body += `<path d="M${x} ${y - 330 * s} L${x - 10 * s} ${y - 330 * s - 170 * s} Q${x} ${y - 330 * s - 190 * s} ${x + 10 * s} ${y - 330 * s - 170 * s} Z" fill="#ffffff" stroke="#cbd5e1" stroke-width="2" transform="rotate(${rot + b * 120} ${x} ${y - 330 * s})"/>`
    body += `<circle cx="${x}" cy="${y - 330 * s}" r="${12 * s}" fill="#e2e8f0"/>`
  }
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7; i++) {
      const x = 60 + i * 220 + row * 40
      const y = 660 + row * 80
      body += `<polygon points="${x},${y + 60} ${x + 180},${y + 60} ${x + 210},${y} ${x + 30},${y}" fill="url(#panel)" stroke="#e0f2fe" stroke-width="3"/><line x1="${x + 105}" y1="${y + 60}" x2="${x + 120}" y2="${y}" stroke="#bfdbfe" stroke-width="2"/>`
    }
  return svg(defs, body)
}

/** A port at sunset: a container ship, cranes, stacked containers. */
export function port() {
  const defs = linear('bg', ['#fb923c', '#fdba74', '#fde68a']) + linear('sea', ['#0e7490', '#164e63'])
  let body = fill('bg')
  body += `<circle cx="1180" cy="430" r="120" fill="#fff7ed" opacity="0.85"/>`
  body += `<rect x="0" y="520" width="${W}" height="380" fill="url(#sea)"/>`
  for (let y = 560; y < H; y += 50)
    body += `<rect x="${(y * 7) % 300}" y="${y}" width="${W}" height="4" fill="#67e8f9" opacity="0.15"/>`
  body += `<rect x="1150" y="590" width="450" height="310" fill="#475569"/><rect x="1150" y="590" width="450" height="16" fill="#94a3b8"/>`
  body += `<polygon points="100,520 1060,520 1000,640 170,640" fill="#1f2937"/><rect x="850" y="380" width="150" height="140" fill="#f8fafc"/><rect x="870" y="400" width="110" height="24" fill="#38bdf8"/>`
  const cc = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2']
  const rnd = random(41)
  for (let col = 0; col < 6; col++)
    for (let row = 0; row < 1 + Math.floor(rnd() * 3); row++)
      body += `<rect x="${190 + col * 104}" y="${470 - row * 50}" width="100" height="48" fill="${cc[(col + row) % cc.length]}" stroke="#111827" stroke-width="2"/>`
  for (const [x, y, hook, drop] of [
    [1220, 190, 760, 300],
    [1420, 240, 1180, 540],
  ] as const) {
    body += `<rect x="${x}" y="${y}" width="20" height="${600 - y}" fill="#334155"/><rect x="${x + 110}" y="${y}" width="20" height="${600 - y}" fill="#334155"/>`
    body += `<rect x="${hook - 60}" y="${y - 10}" width="${x + 200 - hook}" height="28" fill="#f59e0b"/><rect x="${x - 10}" y="${y - 60}" width="150" height="50" fill="#fbbf24"/>`
    body += `<line x1="${hook}" y1="${y + 18}" x2="${hook}" y2="${drop - 2}" stroke="#111827" stroke-width="4"/><rect x="${hook - 50}" y="${drop}" width="100" height="48" fill="#e11d48" stroke="#111827" stroke-width="2"/>`
  }
  return svg(defs, body)
}

/** A research lab: flasks, a molecule, a microscope silhouette. */
export function laboratory() {
  const defs =
    linear('bg', ['#ecfeff', '#cffafe', '#a5f3fc']) +
    linear('liquid', ['#34d399', '#059669']) +
    linear('liquid2', ['#a78bfa', '#6d28d9'])
  let body = fill('bg')
  body += `<rect x="0" y="640" width="${W}" height="260" fill="#0e7490"/><rect x="0" y="640" width="${W}" height="20" fill="#155e75"/>`
  body += `<path d="M420 260 L420 400 L300 600 Q290 640 340 640 L600 640 Q650 640 640 600 L520 400 L520 260 Z" fill="#f0fdfa" stroke="#0f766e" stroke-width="8"/>`
  body += `<path d="M352 520 L588 520 L630 600 Q636 630 600 632 L340 632 Q304 630 310 600 Z" fill="url(#liquid)"/>`
  for (let i = 0; i < 3; i++) {
    const x = 700 + i * 90
    body += `<rect x="${x}" y="380" width="50" height="240" rx="25" fill="#f0fdfa" stroke="#0f766e" stroke-width="6"/><rect x="${x + 6}" y="${480 + i * 30}" width="38" height="${134 - i * 30}" rx="19" fill="${i === 1 ? 'url(#liquid2)' : 'url(#liquid)'}"/>`
  }
  body += `<rect x="680" y="600" width="290" height="40" rx="6" fill="#155e75"/>`
  body += `<path d="M1180 640 L1420 640 L1420 600 L1330 600 L1330 520 Q1420 480 1400 380 L1300 220 L1250 250 L1340 390 Q1350 450 1290 470 L1210 470 L1210 600 L1180 600 Z" fill="#334155"/><rect x="1230" y="180" width="60" height="120" rx="10" fill="#475569" transform="rotate(-30 1260 240)"/>`
  const atoms: Array<[number, number, number, string]> = [
    [900, 200, 40, '#f43f5e'],
    [1040, 140, 30, '#3b82f6'],
    [1060, 290, 34, '#f59e0b'],
    [780, 120, 26, '#10b981'],
  ]
  for (const [x, y] of atoms.slice(1))
    body += `<line x1="900" y1="200" x2="${x}" y2="${y}" stroke="#0f766e" stroke-width="10"/>`
  for (const [x, y, r, c] of atoms) body += `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`
  return svg(defs, body)
}

/** An anniversary night: fireworks over the group's plants. */
export function anniversary() {
  const defs = linear('bg', ['#020617', '#1e1b4b', '#4c1d95'])
  let body = fill('bg')
  const rnd = random(53)
  for (let i = 0; i < 120; i++)
    body += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * 500)}" r="${r1(1 + rnd() * 2)}" fill="#e0e7ff" opacity="${r1(0.3 + rnd() * 0.6)}"/>`
  for (const [cx, cy, r, c] of [
    [420, 260, 170, '#f472b6'],
    [820, 180, 210, '#facc15'],
    [1220, 280, 160, '#38bdf8'],
    [620, 420, 110, '#34d399'],
    [1060, 470, 100, '#fb923c'],
  ] as const) {
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2
      const x1 = cx + Math.cos(a) * r * 0.25
      const y1 = cy + Math.sin(a) * r * 0.25
      const x2 = cx + Math.cos(a) * r
      const y2 = cy + Math.sin(a) * r
      body += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${c}" stroke-width="5" stroke-linecap="round" opacity="0.9"/><circle cx="${r1(x2)}" cy="${r1(y2)}" r="6" fill="#fff7ed"/>`
    }
    body += `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.12)}" fill="${c}"/>`
  }
  body += factories(900, '#0b1026', '#fde68a', 9)
  return svg(defs, body)
}
