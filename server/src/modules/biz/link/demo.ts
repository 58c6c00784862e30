import { insertDemoRows } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'

/** A round badge (240 × 240) in two colours with an emblem drawn in white: the logo of a demo link. */
const badge = (from: string, to: string, emblem: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" fill="#ffffff"/><circle cx="120" cy="120" r="108" fill="url(#b)"/><circle cx="120" cy="120" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>
<g fill="#ffffff" stroke="#ffffff">${emblem}</g></svg>`

/** An I-beam seen end on. */
const beam = '<path d="M70 72 H170 V92 H132 V148 H170 V168 H70 V148 H108 V92 H70 Z" stroke="none"/>'
/** A leaf over a drop of water. */
const leaf =
  '<path d="M120 60 C170 80 176 140 120 176 C64 140 70 80 120 60 Z" stroke="none"/><path d="M120 82 V170" stroke="#2f8f5b" stroke-width="6" fill="none"/>'
/** A valve's hand-wheel. */
const wheel =
  '<circle cx="120" cy="120" r="46" fill="none" stroke-width="12"/><circle cx="120" cy="120" r="12" stroke="none"/><path d="M120 74 V166 M74 120 H166 M88 88 L152 152 M152 88 L88 152" stroke-width="8" fill="none"/>'
/** Factory roofs with a chimney. */
const works =
  '<path d="M56 170 V120 L86 100 V120 L116 100 V120 L146 100 V120 L176 100 V170 Z" stroke="none"/><rect x="150" y="62" width="16" height="50" stroke="none"/>'
/** A ruler and a square: standards. */
const standard =
  '<path d="M64 168 L168 64 L184 80 L80 184 Z" stroke="none" opacity="0.9"/><path d="M66 66 H126 V86 H86 V126 H66 Z" stroke="none"/>'
/** A helmet: safety. */
const helmet =
  '<path d="M66 148 C66 98 92 76 120 76 C148 76 174 98 174 148 Z" stroke="none"/><path d="M48 148 H200 Q200 166 182 166 H58 Q48 166 48 148 Z" stroke="none"/><path d="M120 80 V146 M94 90 L100 146 M146 90 L140 146" stroke="#b08a10" stroke-width="7" fill="none"/>'

const links = [
  {
    key: 'steel',
    logo: badge('#1f4e8c', '#0f2b52', beam),
    name: '钢结构行业协会',
    nameEn: 'Steel Structure Industry Association',
    url: 'https://www.steel-structure.example.org/',
  },
  {
    key: 'environment',
    logo: badge('#3fae6e', '#1d6b43', leaf),
    name: '环境保护产业协会',
    nameEn: 'Environmental Protection Industry Association',
    url: 'https://www.env-industry.example.org/',
  },
  {
    key: 'valve',
    logo: badge('#d8452f', '#8a2216', wheel),
    name: '通用机械工业协会阀门分会',
    nameEn: 'Valve Branch, General Machinery Industry Association',
    url: 'https://valve.machinery.example.org/',
  },
  {
    key: 'park',
    logo: badge('#f0a030', '#b86a10', works),
    name: '工业园区企业服务中心',
    nameEn: 'Industrial Park Enterprise Service Centre',
    url: 'https://service.industrial-park.example.org/',
  },
  {
    key: 'standards',
    logo: badge('#6b5bb5', '#3b2f7a', standard),
    name: '国家标准信息服务平台',
    nameEn: 'National Standards Information Platform',
    url: 'https://www.standards-info.example.org/',
  },
  {
    key: 'safety',
    logo: badge('#e0b423', '#9c7a0c', helmet),
    name: '安全生产信息网',
    nameEn: 'Work Safety Information Network',
    url: 'https://www.worksafety.example.net/',
  },
]

/** Six links of the site's footer: industry associations, the park's service centre, standards, safety. */
export const linkDemo: DemoContent = {
  key: 'BIZ_LINK',
  async run({ db, image, daysAgo }) {
    const rows = []
    for (const { key, logo, ...l } of links) rows.push({ ...l, logoId: await image(`link-${key}`, logo) })
    await insertDemoRows(db, 'bizLink', daysAgo(120), rows)
  },
}
