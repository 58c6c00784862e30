/**
 * Drawings of the demo products (`demo.ts`): stylised machines and structures as SVG, 1200×900,
 * with gradients and simple shapes, no text. Each machine is drawn once in its own 700×560 box
 * (ground at y = 560) and shown three ways: in a light studio, on site, and as a close-up.
 */

export interface Palette {
  /** The machine's body colour, a darker and a lighter shade of it. */
  main: string
  dark: string
  light: string
  /** Details: handwheels, warning stripes, a crane. */
  accent: string
  /** The studio's background, top and bottom. */
  sky: string
  floor: string
}

export type Machine = (p: Palette) => string
export type View = 'studio' | 'site' | 'close'

const W = 1200
const H = 900

/** A gradient's stop at `offset` (0 to 1). */
const stop = (offset: number, color: string, opacity?: number) =>
  `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`
/** A gradient of `kind` (its attributes after the id), its stops on one line or more. */
const gradient = (kind: 'linear' | 'radial', id: string, attrs: string, lines: string[]) =>
  `<${kind}Gradient id="${id}" ${attrs}>\n${lines.map((l) => `  ${l}`).join('\n')}\n</${kind}Gradient>`
/** Along the box from (x1, y1) to (x2, y2). */
const linear = (id: string, [x1, y1, x2, y2]: number[], ...lines: string[]) =>
  gradient('linear', id, `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, lines)
const radial = (id: string, [cx, cy, r]: number[], ...lines: string[]) =>
  gradient('radial', id, `cx="${cx}" cy="${cy}" r="${r}"`, lines)

/** Gradients every drawing may use: `metal` (across a cylinder), `panel` (down a face), `accentG`. */
const defs = (p: Palette) => `
${[
  linear('metal', [0, 0, 1, 0], stop(0, p.dark) + stop(0.35, p.light), stop(0.7, p.main) + stop(1, p.dark)),
  linear('panel', [0, 0, 0, 1], stop(0, p.light) + stop(1, p.main)),
  linear('side', [0, 0, 0, 1], stop(0, p.main) + stop(1, p.dark)),
  linear('accentG', [0, 0, 1, 1], stop(0, p.accent) + stop(1, p.dark, 0.9)),
  linear('steel', [0, 0, 1, 0], stop(0, '#5f6b78') + stop(0.45, '#d9dee4') + stop(1, '#6d7885')),
  radial('glow', [0.5, 0.35, 0.75], stop(0, '#ffffff') + stop(1, p.sky)),
  linear('skyG', [0, 0, 0, 1], stop(0, p.sky) + stop(1, '#f4f1ea')),
  linear('floorG', [0, 0, 0, 1], stop(0, p.floor) + stop(1, p.dark, 0.55)),
  linear('nightG', [0, 0, 1, 1], stop(0, p.dark) + stop(1, '#0d1620')),
  radial('shade', [0.5, 0.5, 0.5], stop(0, '#000', 0.35) + stop(1, '#000', 0)),
].join('\n')}
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
  <path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>
</pattern>`

const wrap = (p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs(p)}</defs>${body}</svg>`

/** A machine in one of three views; `focus` is the point of its box the close-up centres on. */
export function drawing(machine: Machine, p: Palette, view: View, focus: [number, number] = [350, 280]) {
  const m = machine(p)
  if (view === 'studio')
    return wrap(
      p,
      `<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect y="700" width="${W}" height="200" fill="url(#floorG)" opacity="0.55"/>
<ellipse cx="600" cy="760" rx="420" ry="46" fill="url(#shade)"/>
<g transform="translate(250 200)">${m}</g>`,
    )
  if (view === 'site')
    return wrap(
      p,
      `<rect width="${W}" height="${H}" fill="url(#skyG)"/>
<circle cx="980" cy="170" r="70" fill="#fff6d8" opacity="0.85"/>
<path d="M0 560 L140 470 L260 520 L420 430 L600 510 L760 440 L930 520 L1080 460 L1200 500 V700 H0Z" fill="${p.dark}" opacity="0.18"/>
<g fill="${p.dark}" opacity="0.28">
  <rect x="60" y="520" width="90" height="180"/><rect x="160" y="470" width="60" height="230"/>
  <rect x="230" y="540" width="120" height="160"/><rect x="970" y="500" width="80" height="200"/>
  <rect x="1060" y="450" width="40" height="250"/><rect x="1110" y="530" width="90" height="170"/>
</g>
<rect y="700" width="${W}" height="200" fill="#8c8f86"/>
<rect y="700" width="${W}" height="14" fill="#6e7168"/>
<g stroke="#f2f0e8" stroke-width="8" stroke-dasharray="60 40" opacity="0.7"><line x1="0" y1="820" x2="1200" y2="820"/></g>
<ellipse cx="600" cy="712" rx="330" ry="30" fill="url(#shade)"/>
<g transform="translate(337 292) scale(0.75)">${m}</g>`,
    )
  const [fx, fy] = focus
  const s = 2.1
  return wrap(
    p,
    `<rect width="${W}" height="${H}" fill="url(#nightG)"/>
<rect width="${W}" height="${H}" fill="url(#grid)"/>
<g transform="translate(${600 - s * fx} ${450 - s * fy}) scale(${s})">${m}</g>
<rect width="${W}" height="${H}" fill="none" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="16"/>`,
  )
}

// ---- Steel structures ----

/** A portal-frame workshop: frames in depth, purlins, a crane beam and an overhead crane. */
export const portalFrame: Machine = (p) => {
  let frames = ''
  for (let i = 4; i >= 0; i--) {
    const dx = i * 52
    const dy = -i * 26
    const o = (1 - i * 0.14).toFixed(2)
    frames += `<g transform="translate(${dx} ${dy})" opacity="${o}">
  <rect x="40" y="200" width="26" height="360" fill="url(#metal)"/>
  <rect x="470" y="200" width="26" height="360" fill="url(#metal)"/>
  <polygon points="40,200 268,92 268,116 66,224" fill="url(#panel)"/>
  <polygon points="496,200 268,92 268,116 470,224" fill="url(#side)"/>
  <rect x="30" y="550" width="46" height="10" fill="${p.dark}"/><rect x="460" y="550" width="46" height="10" fill="${p.dark}"/>
</g>`
  }
  const purlins = [0.2, 0.45, 0.7, 0.95]
    .map((t) => {
      const x = 40 + t * 228
      const y = 200 - t * 108
      const x2 = 496 - t * 228
      return `<line x1="${x}" y1="${y}" x2="${x + 208}" y2="${y - 104}"/><line x1="${x2}" y1="${y}" x2="${x2 + 208}" y2="${y - 104}"/>`
    })
    .join('')
  return `${frames}
<g stroke="${p.dark}" stroke-width="5" opacity="0.8">${purlins}</g>
<polygon points="66,330 470,330 678,226 274,226" fill="${p.main}" opacity="0.25"/>
<rect x="66" y="322" width="404" height="14" fill="url(#accentG)"/>
<polygon points="120,300 420,300 470,276 170,276" fill="${p.accent}"/>
<rect x="120" y="300" width="300" height="22" fill="url(#accentG)"/>
<rect x="250" y="322" width="40" height="30" fill="${p.dark}"/>
<line x1="270" y1="352" x2="270" y2="440" stroke="#333" stroke-width="4"/>
<path d="M258 440 h24 v10 a12 12 0 1 1 -24 0z" fill="#333"/>
<polygon points="0,560 520,560 728,456 208,456" fill="#b9bcb4" opacity="0.6"/>
<g stroke="${p.accent}" stroke-width="10" opacity="0.9">
  <line x1="66" y1="430" x2="470" y2="430" stroke-dasharray="30 20"/>
</g>`
}

/** A space-frame roof: a grid of pyramids on four columns. */
export const spaceTruss: Machine = (p) => {
  let bars = ''
  let nodes = ''
  const top = (i: number, j: number) => [60 + i * 70 + j * 30, 120 + j * 26] as const
  const bottom = (i: number, j: number) => [95 + i * 70 + j * 30, 180 + j * 26] as const
  for (let j = 0; j < 5; j++)
    for (let i = 0; i < 8; i++) {
      const [x, y] = top(i, j)
      if (i < 7) bars += `<line x1="${x}" y1="${y}" x2="${top(i + 1, j)[0]}" y2="${top(i + 1, j)[1]}"/>`
      if (j < 4) bars += `<line x1="${x}" y1="${y}" x2="${top(i, j + 1)[0]}" y2="${top(i, j + 1)[1]}"/>`
      if (i < 7 && j < 4) {
        const [bx, by] = bottom(i, j)
        for (const [tx, ty] of [top(i, j), top(i + 1, j), top(i, j + 1), top(i + 1, j + 1)])
          bars += `<line x1="${bx}" y1="${by}" x2="${tx}" y2="${ty}" stroke-opacity="0.7"/>`
        if (i < 6)
          bars += `<line x1="${bx}" y1="${by}" x2="${bottom(i + 1, j)[0]}" y2="${bottom(i + 1, j)[1]}"/>`
        nodes += `<circle cx="${bx}" cy="${by}" r="6" fill="${p.accent}"/>`
      }
      nodes += `<circle cx="${x}" cy="${y}" r="7" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>`
    }
  const column = (x: number, y: number) =>
    `<rect x="${x - 14}" y="${y}" width="28" height="${560 - y}" fill="url(#metal)"/><rect x="${x - 26}" y="550" width="52" height="10" fill="${p.dark}"/>`
  return `<polygon points="40,560 600,560 700,470 140,470" fill="#b7b9b0" opacity="0.55"/>
${column(130, 210)}${column(585, 210)}${column(215, 290)}${column(670, 290)}
<g stroke="${p.main}" stroke-width="5" stroke-linecap="round">${bars}</g>${nodes}
<polygon points="60,120 550,120 670,224 180,224" fill="${p.light}" opacity="0.12"/>`
}

/** A multi-storey steel frame: columns, beams, X-bracing and floor decks, a crane hook above. */
export const storeyFrame: Machine = (p) => {
  let s = `<polygon points="20,560 560,560 690,480 150,480" fill="#b7b9b0" opacity="0.55"/>`
  const floors = [560, 440, 320, 200, 80]
  for (let f = 0; f < floors.length - 1; f++) {
    const y0 = floors[f]!
    const y1 = floors[f + 1]!
    for (const [a, b] of [
      [80, 230],
      [230, 380],
      [380, 530],
    ] as const) {
      if ((f + a) % 3 === 1)
        s += `<g stroke="${p.accent}" stroke-width="6"><line x1="${a}" y1="${y0}" x2="${b}" y2="${y1}"/><line x1="${b}" y1="${y0}" x2="${a}" y2="${y1}"/></g>`
    }
    s += `<polygon points="80,${y1} 530,${y1} 640,${y1 - 66} 190,${y1 - 66}" fill="${p.light}" opacity="0.35"/>`
    s += `<rect x="70" y="${y1 - 6}" width="470" height="16" fill="url(#panel)"/>`
    s += `<polygon points="540,${y1 - 6} 650,${y1 - 72} 650,${y1 - 56} 540,${y1 + 10}" fill="url(#side)"/>`
  }
  for (const x of [80, 230, 380, 530])
    s += `<rect x="${x - 10}" y="80" width="20" height="480" fill="url(#metal)"/>`
  for (const x of [190, 340, 490, 640])
    s += `<rect x="${x - 8}" y="14" width="16" height="400" fill="url(#metal)" opacity="0.55"/>`
  s += `<line x1="600" y1="0" x2="600" y2="-40" stroke="#333" stroke-width="4"/>
<g transform="translate(600 -40)"><rect x="-70" y="-10" width="140" height="12" fill="${p.accent}"/></g>`
  return s
}

// ---- Environmental equipment ----

/** A pulse-jet bag filter: a ribbed housing on hoppers and legs, an inlet duct, a fan and a stack. */
export const bagFilter: Machine = (p) => {
  let ribs = ''
  for (let x = 110; x < 470; x += 40)
    ribs += `<rect x="${x}" y="130" width="8" height="200" fill="${p.dark}" opacity="0.35"/>`
  let hoppers = ''
  for (const x of [90, 220, 350])
    hoppers += `<polygon points="${x},330 ${x + 130},330 ${x + 85},420 ${x + 45},420" fill="url(#side)"/>
<rect x="${x + 50}" y="420" width="30" height="26" fill="${p.dark}"/>
<rect x="${x + 8}" y="330" width="14" height="230" fill="#5b6470"/>`
  return `<rect x="80" y="90" width="420" height="40" fill="${p.dark}"/>
<polygon points="80,90 500,90 560,60 140,60" fill="${p.light}"/>
<rect x="90" y="130" width="400" height="200" fill="url(#panel)"/>${ribs}
<polygon points="490,130 560,100 560,300 490,330" fill="url(#side)"/>
${hoppers}
<rect x="470" y="330" width="14" height="230" fill="#5b6470"/>
<g stroke="${p.accent}" stroke-width="6"><line x1="90" y1="360" x2="484" y2="360"/></g>
<rect x="0" y="190" width="90" height="60" fill="url(#steel)"/>
<polygon points="0,190 90,190 90,250 0,250" fill="none" stroke="#4d5660" stroke-width="3"/>
<rect x="560" y="160" width="80" height="46" fill="url(#steel)"/>
<circle cx="640" cy="300" r="60" fill="url(#metal)"/><circle cx="640" cy="300" r="22" fill="${p.dark}"/>
<rect x="615" y="360" width="50" height="200" fill="url(#steel)"/>
<rect x="640" y="-60" width="44" height="330" fill="url(#steel)"/>
<rect x="636" y="-20" width="52" height="10" fill="${p.accent}"/><rect x="636" y="20" width="52" height="10" fill="${p.accent}"/>
<g stroke="#6b737c" stroke-width="4">${[120, 170, 220, 270].map((y) => `<line x1="520" y1="${y + 280}" x2="560" y2="${y + 240}"/>`).join('')}</g>`
}

/** An integrated wastewater unit: two horizontal tanks on a skid, pipes, pumps and a cabinet. */
export const waterUnit: Machine = (p) => {
  const tank = (x: number, y: number, w: number) => `<g>
  <rect x="${x}" y="${y}" width="${w}" height="130" rx="65" fill="url(#panel)"/>
  <rect x="${x + 20}" y="${y + 40}" width="${w - 40}" height="14" fill="${p.light}" opacity="0.5"/>
  ${[0.25, 0.5, 0.75].map((t) => `<rect x="${x + t * w - 4}" y="${y}" width="8" height="130" fill="${p.dark}" opacity="0.3"/>`).join('')}
  <circle cx="${x + w - 40}" cy="${y + 10}" r="18" fill="${p.dark}"/>
</g>`
  return `<polygon points="0,560 640,560 700,500 60,500" fill="#b7b9b0" opacity="0.6"/>
<rect x="20" y="480" width="620" height="26" fill="${p.dark}"/>
<polygon points="640,480 700,440 700,466 640,506" fill="#34404c"/>
<polygon points="20,480 640,480 700,440 80,440" fill="#4b5663"/>
${tank(60, 240, 480)}${tank(120, 160, 420)}
<rect x="560" y="300" width="110" height="180" fill="url(#steel)"/>
<rect x="572" y="316" width="40" height="26" fill="${p.accent}"/><rect x="620" y="316" width="36" height="26" fill="#2f3a45"/>
<circle cx="590" cy="380" r="9" fill="#3fbf6f"/><circle cx="615" cy="380" r="9" fill="${p.accent}"/>
<g fill="none" stroke="#5b6470" stroke-width="14" stroke-linecap="round">
  <path d="M40 420 V320 H60"/><path d="M540 300 H600 V250 H680"/><path d="M200 160 V120 H420 V160"/>
</g>
<g fill="url(#metal)"><circle cx="110" cy="450" r="26"/><circle cx="180" cy="450" r="26"/></g>
<rect x="650" y="220" width="50" height="50" fill="${p.accent}" opacity="0.8"/>`
}

/** A wet desulphurisation tower: a banded cylinder with a cone, an inlet duct, platforms and a ladder. */
export const scrubberTower: Machine = (p) => {
  let bands = ''
  for (let y = 60; y < 540; y += 70)
    bands += `<rect x="230" y="${y}" width="200" height="8" fill="${p.dark}" opacity="0.45"/>`
  let rungs = ''
  for (let y = 60; y < 560; y += 18) rungs += `<line x1="448" y1="${y}" x2="472" y2="${y}"/>`
  return `<polygon points="60,560 660,560 700,520 100,520" fill="#b7b9b0" opacity="0.6"/>
<rect x="230" y="40" width="200" height="520" fill="url(#metal)"/>
<polygon points="230,40 430,40 370,-30 290,-30" fill="url(#metal)"/>
<rect x="310" y="-120" width="40" height="92" fill="url(#steel)"/>
${bands}
<g stroke="#3f4852" stroke-width="5">${rungs}<line x1="448" y1="60" x2="448" y2="560"/><line x1="472" y1="60" x2="472" y2="560"/></g>
<g fill="${p.accent}"><rect x="200" y="190" width="290" height="10"/><rect x="200" y="380" width="290" height="10"/></g>
<g stroke="${p.accent}" stroke-width="4"><line x1="200" y1="160" x2="490" y2="160"/><line x1="200" y1="350" x2="490" y2="350"/></g>
<polygon points="0,380 230,400 230,480 0,470" fill="url(#steel)"/>
<rect x="-10" y="370" width="20" height="110" fill="#5b6470"/>
<rect x="520" y="460" width="120" height="100" rx="10" fill="url(#panel)"/>
<circle cx="580" cy="500" r="30" fill="url(#metal)"/>
<path d="M520 510 H430" stroke="#5b6470" stroke-width="16"/>
<path d="M640 480 H690 V250 H430" fill="none" stroke="#5b6470" stroke-width="12"/>`
}

// ---- Industrial valves ----

const bolts = (cx: number, cy: number, r: number, n: number, fill: string) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    return `<circle cx="${(cx + Math.cos(a) * r).toFixed(1)}" cy="${(cy + Math.sin(a) * r).toFixed(1)}" r="9" fill="${fill}"/>`
  }).join('')

/** An electric butterfly valve: a flanged ring with its disc, a stem and a boxed actuator. */
export const butterflyValve: Machine = (
  p,
) => `<ellipse cx="350" cy="548" rx="260" ry="18" fill="#000" opacity="0.12"/>
<rect x="330" y="540" width="40" height="20" fill="${p.dark}"/>
<circle cx="350" cy="380" r="175" fill="url(#side)"/>
<circle cx="350" cy="380" r="150" fill="url(#metal)"/>
${bolts(350, 380, 162, 12, p.light)}
<circle cx="350" cy="380" r="118" fill="#2b3138"/>
<ellipse cx="350" cy="380" rx="38" ry="116" fill="url(#steel)"/>
<rect x="343" y="262" width="14" height="236" fill="#8a939c"/>
<rect x="330" y="150" width="40" height="80" fill="url(#steel)"/>
<rect x="300" y="200" width="100" height="30" fill="${p.dark}"/>
<rect x="220" y="40" width="260" height="130" rx="14" fill="url(#accentG)"/>
<rect x="240" y="58" width="120" height="94" rx="8" fill="${p.accent}" opacity="0.55"/>
<circle cx="420" cy="105" r="34" fill="#2f3a45"/><circle cx="420" cy="105" r="14" fill="#9fe3b5"/>
<rect x="470" y="80" width="40" height="50" fill="#5b6470"/>
<path d="M510 105 H600 V560" fill="none" stroke="#3f4852" stroke-width="8"/>`

/** A high-pressure gate valve: a body between flanges, a bonnet, a yoke and a handwheel. */
export const gateValve: Machine = (p) => {
  let spokes = ''
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2
    spokes += `<line x1="350" y1="40" x2="${(350 + Math.cos(a) * 120).toFixed(1)}" y2="${(40 + Math.sin(a) * 34).toFixed(1)}"/>`
  }
  return `<ellipse cx="350" cy="548" rx="300" ry="18" fill="#000" opacity="0.12"/>
<rect x="30" y="400" width="640" height="90" fill="url(#steel)"/>
<rect x="20" y="360" width="50" height="170" rx="6" fill="url(#side)"/>
<rect x="630" y="360" width="50" height="170" rx="6" fill="url(#side)"/>
${[380, 410, 480, 510].map((y) => `<circle cx="45" cy="${y}" r="8" fill="${p.light}"/><circle cx="655" cy="${y}" r="8" fill="${p.light}"/>`).join('')}
<path d="M170 540 Q170 330 350 320 Q530 330 530 540 Z" fill="url(#metal)"/>
<rect x="230" y="250" width="240" height="80" rx="16" fill="url(#panel)"/>
${[260, 310, 390, 440].map((x) => `<circle cx="${x}" cy="268" r="9" fill="${p.dark}"/>`).join('')}
<rect x="300" y="120" width="22" height="140" fill="url(#accentG)"/>
<rect x="378" y="120" width="22" height="140" fill="url(#accentG)"/>
<rect x="290" y="100" width="120" height="30" rx="6" fill="${p.dark}"/>
<rect x="343" y="20" width="14" height="240" fill="#c4cad1"/>
<ellipse cx="350" cy="40" rx="124" ry="38" fill="none" stroke="${p.accent}" stroke-width="16"/>
<g stroke="${p.accent}" stroke-width="8">${spokes}</g>
<circle cx="350" cy="40" r="16" fill="${p.dark}"/>`
}
