/**
 * Wide drawings (1920 × 720) of the demo slides (`demo.ts`): industrial skylines, a steel frame going
 * up, a landscape with treatment works, a pipeline of valves, a night city and a campus. Gradients
 * and shapes only, no text; the left third stays calm for the slide's words.
 */

const W = 1920
const H = 720

/** A repeatable "random" sequence, so a drawing is the same file on every start. */
function rng(seed: number) {
  let x = seed
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648
    return x / 2_147_483_648
  }
}

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`

/** A vertical gradient `id` through the colours given, evenly spaced. */
const vertical = (id: string, colours: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${colours
    .map((c, i) => `<stop offset="${i / (colours.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`

/** A darkening veil over the left side, where the slide's title sits. */
const veil = `<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient>`
const veiled = `<rect width="${W}" height="${H}" fill="url(#veil)"/>`

/** Dusk over a row of works: sheds, chimneys with drifting steam, a gantry crane, a truss bridge. */
export function duskSkyline(seed: number, sky: string[], near: string, far: string) {
  const r = rng(seed)
  let back = ''
  for (let x = 0; x < W; x += 60 + r() * 80) {
    const h = 90 + r() * 170
    back += `<rect x="${x.toFixed(0)}" y="${(560 - h).toFixed(0)}" width="${(50 + r() * 70).toFixed(0)}" height="${h.toFixed(0)}"/>`
  }
  let front = ''
  for (let x = 20; x < W; x += 180 + r() * 120) {
    const w = 140 + r() * 120
    const h = 80 + r() * 70
    const teeth = Math.floor(w / 40)
    let roof = `M${x} ${600 - h}`
    for (let i = 0; i < teeth; i++) roof += ` l20 -26 l20 26`
    front += `<path d="${roof} L${x + teeth * 40} 640 L${x} 640 Z"/>`
    if (r() > 0.45) {
      const cx = x + w * 0.7
      front += `<rect x="${cx}" y="${600 - h - 150}" width="18" height="150"/>`
      front += `<circle cx="${cx + 30}" cy="${600 - h - 175}" r="26" fill="#fff" opacity="0.18"/><circle cx="${cx + 70}" cy="${600 - h - 200}" r="34" fill="#fff" opacity="0.12"/>`
    }
  }
  return svg(
    vertical('sky', sky) + veil,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="1420" cy="400" r="120" fill="#ffe2a8" opacity="0.75"/>
<g fill="${far}" opacity="0.75">${back}</g>
<g stroke="${near}" stroke-width="10" fill="none"><path d="M1150 640 V330 H1560 V640"/><path d="M1150 360 H1560"/></g>
<rect x="1330" y="360" width="60" height="40" fill="${near}"/>
<g fill="${near}">${front}</g>
<rect y="640" width="${W}" height="80" fill="${near}"/>
<g stroke="${near}" stroke-width="6" fill="none" opacity="0.9"><path d="M0 660 H${W}"/>${Array.from(
      { length: 24 },
      (_, i) => `<path d="M${i * 80} 660 l40 -40 l40 40"/>`,
    ).join('')}<path d="M0 620 H${W}"/></g>
${veiled}`,
  )
}

/** A steel frame going up: columns, beams and braces in perspective under a clear sky, a tower crane. */
export function steelFrame(sky: string[], steel: string, ground: string) {
  let frame = ''
  for (let i = 0; i < 9; i++) {
    const x = 760 + i * 120
    frame += `<rect x="${x}" y="${220 + i * 6}" width="16" height="${430 - i * 6}"/>`
  }
  for (let j = 0; j < 5; j++) {
    const y = 240 + j * 90
    frame += `<rect x="760" y="${y}" width="976" height="12"/>`
    for (let i = 0; i < 8; i++)
      frame += `<path d="M${768 + i * 120} ${y + 12} L${888 + i * 120} ${y + 90}" stroke="${steel}" stroke-width="5"/>`
  }
  return svg(
    vertical('sky', sky) + vertical('ground', [ground, '#2b2f36']) + veil,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g fill="#fff" opacity="0.5"><ellipse cx="420" cy="140" rx="150" ry="26"/><ellipse cx="1280" cy="110" rx="210" ry="30"/></g>
<g fill="${steel}">${frame}</g>
<g fill="${steel}" opacity="0.85"><rect x="640" y="60" width="20" height="600"/><rect x="420" y="60" width="760" height="16"/><rect x="1100" y="76" width="4" height="200"/><rect x="1084" y="276" width="36" height="20"/></g>
<rect y="650" width="${W}" height="70" fill="url(#ground)"/>
${veiled}`,
  )
}

/** Green hills, a river and round treatment tanks: the environmental works in a landscape. */
export function greenWorks(sky: string[], hills: string[], tank: string) {
  const tanks = [1180, 1380, 1580]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="560" rx="90" ry="26" fill="${tank}"/><rect x="${x - 90}" y="500" width="180" height="60" fill="${tank}" opacity="0.85"/><ellipse cx="${x}" cy="500" rx="90" ry="26" fill="#bfe3f2"/>`,
    )
    .join('')
  const trees = Array.from({ length: 14 }, (_, i) => {
    const x = 120 + i * 130 + (i % 3) * 20
    const y = 590 + (i % 2) * 20
    return `<rect x="${x - 4}" y="${y}" width="8" height="30" fill="#4b3a2a"/><circle cx="${x}" cy="${y - 16}" r="${26 + (i % 4) * 4}" fill="${hills[2]}"/>`
  }).join('')
  return svg(
    vertical('sky', sky) + veil,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 430 Q300 330 620 420 T1240 400 T1920 380 V720 H0 Z" fill="${hills[0]}"/>
<path d="M0 520 Q420 430 860 510 T1920 470 V720 H0 Z" fill="${hills[1]}"/>
<path d="M0 650 Q480 600 960 640 T1920 620 V720 H0 Z" fill="#7cc4e0" opacity="0.9"/>
${tanks}
<g stroke="#e7f4ea" stroke-width="8"><path d="M1270 530 H1290"/><path d="M1470 530 H1490"/></g>
${trees}
${veiled}`,
  )
}

/** A pipeline across a workshop wall, with hand-wheeled valves and flanges, in cool metal tones. */
export function valveLine(wall: string[], pipe: string, wheel: string) {
  const valve = (x: number, y: number, size: number) => {
    const spokes = Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3
      return `<path d="M${x} ${y - size * 1.6} l${(Math.cos(a) * size).toFixed(1)} ${(Math.sin(a) * size).toFixed(1)}"/>`
    }).join('')
    return `<rect x="${x - size * 0.9}" y="${y - size * 0.7}" width="${size * 1.8}" height="${size * 1.4}" rx="${size * 0.3}" fill="${pipe}"/>
<rect x="${x - 6}" y="${y - size * 1.6}" width="12" height="${size}" fill="${pipe}"/>
<g stroke="${wheel}" stroke-width="7" fill="none"><circle cx="${x}" cy="${y - size * 1.6}" r="${size}"/>${spokes}</g>`
  }
  return svg(
    vertical('wall', wall) + vertical('pipeG', ['#f1f4f7', pipe, '#39424d']) + veil,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>
<g fill="#fff" opacity="0.05">${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 170}" y="0" width="4" height="${H}"/>`).join('')}</g>
<rect x="0" y="470" width="${W}" height="70" fill="url(#pipeG)"/>
<rect x="700" y="250" width="56" height="230" fill="url(#pipeG)"/>
<rect x="700" y="230" width="${W - 700}" height="50" fill="url(#pipeG)"/>
<g fill="#56606c">${[520, 900, 1260, 1640].map((x) => `<rect x="${x}" y="455" width="22" height="100" rx="4"/>`).join('')}</g>
${valve(1080, 505, 60)}${valve(1460, 505, 48)}${valve(1780, 255, 36)}
<rect y="640" width="${W}" height="80" fill="#1d232b"/>
${veiled}`,
  )
}

/** A city at night with light trails along a ring road and a lit tower. */
export function nightCity(seed: number, sky: string[], glow: string) {
  const r = rng(seed)
  let blocks = ''
  let windows = ''
  for (let x = 0; x < W; x += 70 + r() * 50) {
    const w = 60 + r() * 60
    const h = 140 + r() * 300
    blocks += `<rect x="${x.toFixed(0)}" y="${(560 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}"/>`
    for (let y = 560 - h + 20; y < 540; y += 34)
      if (r() > 0.5)
        windows += `<rect x="${(x + 12).toFixed(0)}" y="${y.toFixed(0)}" width="${(w - 24).toFixed(0)}" height="6"/>`
  }
  const trails = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M-20 ${640 + i * 14} C600 ${560 + i * 10} 1300 ${700 - i * 12} 1940 ${600 + i * 16}" stroke="${i % 2 ? '#ffd27a' : glow}" stroke-width="${4 - i * 0.6}" fill="none" opacity="0.8"/>`,
    )
    .join('')
  return svg(
    vertical('sky', sky) + veil,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g fill="#fff" opacity="0.6">${Array.from({ length: 40 }, () => `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * 260).toFixed(0)}" r="${(1 + r() * 1.5).toFixed(1)}"/>`).join('')}</g>
<g fill="#0e1726">${blocks}</g>
<g fill="${glow}" opacity="0.55">${windows}</g>
<rect x="1500" y="90" width="90" height="470" fill="#132036"/><rect x="1538" y="40" width="14" height="60" fill="${glow}"/>
<rect y="560" width="${W}" height="160" fill="#0a101b"/>
${trails}
${veiled}`,
  )
}

/** The head office campus: a glass tower, low workshops, lawns and a row of flags at morning light. */
export function campus(sky: string[], glass: string, lawn: string) {
  const panes = Array.from({ length: 14 }, (_, row) =>
    Array.from(
      { length: 6 },
      (_, col) =>
        `<rect x="${1100 + col * 44}" y="${150 + row * 30}" width="38" height="24" opacity="${0.55 + ((row + col) % 3) * 0.15}"/>`,
    ).join(''),
  ).join('')
  return svg(
    vertical('sky', sky) + vertical('glassG', ['#e8f3ff', glass]) + veil,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="1090" y="140" width="274" height="440" fill="#2f3e52"/>
<g fill="url(#glassG)">${panes}</g>
<g fill="#d9dde2"><rect x="1400" y="420" width="420" height="160"/><rect x="640" y="440" width="420" height="140"/></g>
<g fill="#b5bcc5"><path d="M1400 420 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 Z"/><path d="M640 440 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 l35 -30 l35 30 Z"/></g>
<path d="M0 580 H${W} V720 H0 Z" fill="${lawn}"/>
<path d="M760 720 L960 580 H1010 L1120 720 Z" fill="#c9c3b6"/>
<g>${[860, 900, 940].map((x, i) => `<rect x="${x}" y="470" width="4" height="110" fill="#8d949c"/><rect x="${x + 4}" y="472" width="30" height="18" fill="${['#d8262f', '#1e5fa8', '#2f9a55'][i]}"/>`).join('')}</g>
${veiled}`,
  )
}
