import { COMPANY_INFO_PROFILE } from '@portal/contracts'
import { insertDemoRows, sectionColumns } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'

// ---- Drawings (1600 × 900, no text) ----

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs>${defs}</defs>${body}</svg>`

/** The head office in its industrial park: the office block, blue-roofed workshops, solar roofs, trees. */
function parkView() {
  const workshop = (x: number, y: number, w: number) =>
    `<g transform="translate(${x} ${y})"><path d="M0 60 L${w / 2} 0 L${w} 60 Z" fill="#2d6cb0"/><rect y="60" width="${w}" height="140" fill="#e9edf1"/><rect y="60" width="${w}" height="16" fill="#c7d0da"/>${Array.from(
      { length: Math.floor(w / 70) },
      (_, i) => `<rect x="${24 + i * 70}" y="110" width="36" height="60" fill="#9fb4c9"/>`,
    ).join('')}</g>`
  const solar = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${1040 + i * 60} 430 l48 0 l-16 36 l-48 0 Z" fill="#1d3556" stroke="#8fb3d9" stroke-width="2"/>`,
  ).join('')
  const trees = Array.from({ length: 18 }, (_, i) => {
    const x = 40 + i * 92
    return `<circle cx="${x}" cy="${760 + (i % 3) * 14}" r="${34 + (i % 4) * 6}" fill="${i % 2 ? '#3f8f5a' : '#58a870'}"/>`
  }).join('')
  return frame(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb7e6"/><stop offset="1" stop-color="#eef6fc"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe6fb"/><stop offset="1" stop-color="#4d7eae"/></linearGradient>`,
    `<rect width="1600" height="900" fill="url(#sky)"/>
<g fill="#ffffff" opacity="0.7"><ellipse cx="300" cy="140" rx="160" ry="34"/><ellipse cx="1200" cy="110" rx="220" ry="40"/></g>
<path d="M0 560 Q400 520 800 560 T1600 540 V900 H0 Z" fill="#a9cf8f"/>
<rect x="560" y="220" width="300" height="420" fill="#34475f"/>
<rect x="576" y="236" width="268" height="388" fill="url(#glass)"/>
<g stroke="#34475f" stroke-width="6">${Array.from({ length: 11 }, (_, i) => `<path d="M576 ${268 + i * 34} H844"/>`).join('')}<path d="M665 236 V624 M755 236 V624"/></g>
${workshop(80, 440, 420)}${workshop(980, 400, 520)}
${solar}
<path d="M0 690 H1600 V720 H0 Z" fill="#c9c5bb"/>
${trees}
<path d="M0 820 H1600 V900 H0 Z" fill="#7bb26a"/>`,
  )
}

/** Sunrise over the park, three people standing together on the hill in front of it. */
function sunrise() {
  const person = (x: number, colour: string, scale: number) =>
    `<g transform="translate(${x} 640) scale(${scale})" fill="${colour}"><circle cx="0" cy="-210" r="46"/><path d="M-86 0 C-86 -110 -60 -150 0 -150 C60 -150 86 -110 86 0 Z"/></g>`
  return frame(
    `<linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="0.55" stop-color="#fde3c0"/><stop offset="1" stop-color="#fff6ea"/></linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#ffd27a"/></radialGradient>`,
    `<rect width="1600" height="900" fill="url(#dawn)"/>
<circle cx="800" cy="560" r="260" fill="url(#sun)"/>
<g stroke="#fff3d6" stroke-width="6" opacity="0.7">${Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (i + 1) * (Math.PI / 10)
      return `<path d="M${(800 + Math.cos(a) * 300).toFixed(0)} ${(560 + Math.sin(a) * 300).toFixed(0)} L${(800 + Math.cos(a) * 380).toFixed(0)} ${(560 + Math.sin(a) * 380).toFixed(0)}"/>`
    }).join('')}</g>
${person(650, '#1f4e8c', 0.9)}${person(950, '#2f9a55', 0.9)}${person(800, '#d8452f', 1.05)}
<path d="M0 640 Q400 590 800 640 T1600 620 V900 H0 Z" fill="#4f7d5c"/>
<path d="M0 740 Q500 690 1000 750 T1600 730 V900 H0 Z" fill="#36604a"/>`,
  )
}

/** A medal on its ribbon inside a laurel wreath, on a deep blue ground. */
function laurels() {
  // Leaves along the wreath's circle, each turned along it: up the left side and up the right.
  const leaves = (start: number, step: number) =>
    Array.from({ length: 9 }, (_, i) => {
      const a = start + i * step
      const rad = (a * Math.PI) / 180
      const x = (800 + Math.cos(rad) * 260).toFixed(0)
      const y = (470 + Math.sin(rad) * 260).toFixed(0)
      return `<ellipse cx="${x}" cy="${y}" rx="18" ry="44" transform="rotate(${a + (step > 0 ? 25 : -25)} ${x} ${y})"/>`
    }).join('')
  return frame(
    `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#27508a"/><stop offset="1" stop-color="#0d1f3a"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#e2b23c"/><stop offset="1" stop-color="#a9761a"/></linearGradient>`,
    `<rect width="1600" height="900" fill="url(#bg)"/>
<g fill="#d9b24a" opacity="0.9">${leaves(100, 17)}${leaves(80, -17)}</g>
<path d="M730 150 L800 330 L870 150 Z" fill="#d8452f"/><path d="M760 150 L800 290 L840 150 Z" fill="#f1f4f7"/>
<circle cx="800" cy="470" r="150" fill="url(#gold)"/><circle cx="800" cy="470" r="112" fill="none" stroke="#fff6d0" stroke-width="10" opacity="0.8"/>
<path d="M800 400 L822 448 L874 452 L834 486 L846 538 L800 510 L754 538 L766 486 L726 452 L778 448 Z" fill="#fff6d0"/>`,
  )
}

// ---- The sections ----

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('')
const list = (title: string, items: string[]) =>
  `<h3>${title}</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

const sections = [
  {
    code: COMPANY_INFO_PROFILE,
    drawing: parkView,
    title: '集团简介',
    titleEn: 'About Hongyuan',
    summary:
      '宏远实业集团创立于 1998 年，总部位于苏州工业园区，是集钢结构工程、环保装备和工业阀门研发、制造与服务于一体的综合性工业集团。',
    summaryEn:
      'Founded in 1998 and headquartered in Suzhou Industrial Park, Hongyuan Industrial Group designs, builds and services steel structures, environmental equipment and industrial valves.',
    content: p(
      '宏远实业集团创立于 1998 年，总部位于江苏省苏州工业园区。经过二十余年的发展，集团已从一家钢结构加工厂成长为涵盖钢结构工程、环保装备、工业阀门三大业务板块的综合性工业集团，拥有 4 个生产基地、员工 2,600 余人，年产钢结构 30 万吨、工业阀门 5 万台（套）。',
      '钢结构板块承接工业厂房、物流仓储、大跨度场馆和高层建筑钢结构的深化设计、制造与安装；环保装备板块提供工业废水处理、废气治理和固废资源化的成套设备及工程总承包服务；阀门板块生产闸阀、截止阀、球阀、蝶阀及各类特种阀门，广泛用于石化、电力、冶金和市政工程。',
      '集团坚持“质量立企、创新驱动”，设有省级企业技术中心和博士后科研工作站，累计获得授权专利 300 余项，通过 ISO 9001、ISO 14001、ISO 45001 管理体系认证和 API、CE 等产品认证。产品和服务覆盖全国 30 个省、自治区和直辖市，并出口东南亚、中东、非洲等 40 多个国家和地区。',
      '面向未来，宏远将继续以“建造更坚实的世界，守护更洁净的环境”为使命，深耕绿色制造与智能制造，与客户和合作伙伴携手，共创可持续发展的美好明天。',
    ),
    contentEn: p(
      'Hongyuan Industrial Group was founded in 1998 and is headquartered in Suzhou Industrial Park, Jiangsu. Over more than two decades it has grown from a steel fabrication shop into an industrial group with three businesses (steel structures, environmental equipment and industrial valves), four production bases and more than 2,600 employees. Each year it produces 300,000 tonnes of structural steel and 50,000 valves and valve sets.',
      'The steel structure business details, fabricates and erects the steelwork of factories, logistics warehouses, long-span venues and high-rise buildings. The environmental business supplies packaged systems and turnkey projects for industrial wastewater treatment, waste gas control and the recovery of solid waste. The valve business makes gate, globe, ball, butterfly and special-purpose valves for petrochemicals, power, metallurgy and municipal works.',
      'Guided by “quality first, driven by innovation”, the group runs a provincial enterprise technology centre and a postdoctoral research station and holds more than 300 granted patents. It is certified to ISO 9001, ISO 14001 and ISO 45001, and its products carry API and CE certification. Its products and services reach all 30 provinces and municipalities of China and more than 40 countries and regions in Southeast Asia, the Middle East and Africa.',
      'Looking ahead, Hongyuan stays true to its mission of “building a stronger world and keeping the environment clean”, investing in green and smart manufacturing and working with its customers and partners for a sustainable future.',
    ),
  },
  {
    code: 'CULTURE',
    drawing: sunrise,
    title: '企业文化',
    titleEn: 'Corporate culture',
    summary: '以诚信立身，以品质立业，以创新图强。',
    summaryEn: 'Integrity as our footing, quality as our business, innovation as our strength.',
    content:
      list('使命', ['建造更坚实的世界，守护更洁净的环境。']) +
      list('愿景', ['成为值得信赖的国际化工业装备与工程服务商。']) +
      list('核心价值观', [
        '客户至上：以客户的成功衡量我们的工作；',
        '诚信守约：说到做到，对每一个承诺负责；',
        '精益求精：把每一道焊缝、每一台阀门做到最好；',
        '安全绿色：安全是底线，绿色是责任。',
      ]) +
      list('企业精神', ['团结、务实、创新、担当。']),
    contentEn:
      list('Mission', ['Building a stronger world and keeping the environment clean.']) +
      list('Vision', [
        'To be a trusted international provider of industrial equipment and engineering services.',
      ]) +
      list('Core values', [
        'Customers first: we measure our work by our customers’ success;',
        'Integrity: we do what we say and stand by every commitment;',
        'Craftsmanship: every weld and every valve made as well as it can be;',
        'Safe and green: safety is the baseline, the environment our responsibility.',
      ]) +
      list('Spirit', ['Unity, pragmatism, innovation and ownership.']),
  },
  {
    code: 'HONOR',
    drawing: laurels,
    title: '荣誉资质',
    titleEn: 'Honours and certifications',
    summary: '国家高新技术企业，省级企业技术中心，三体系认证与国际产品认证齐全。',
    summaryEn:
      'A national high-tech enterprise with a provincial technology centre, three management system certifications and international product approvals.',
    content:
      list('企业荣誉', [
        '国家高新技术企业（2015 年起连续认定）',
        '江苏省企业技术中心、江苏省博士后创新实践基地',
        '参建项目获中国钢结构金奖 12 项',
        '江苏省“专精特新”企业、AAA 级信用企业',
      ]) +
      list('资质认证', [
        '钢结构工程专业承包一级资质',
        '环境工程（水污染防治、大气污染防治）设计与施工资质',
        'ISO 9001 质量、ISO 14001 环境、ISO 45001 职业健康安全管理体系认证',
        '特种设备（压力管道元件）制造许可证，API 6D、API 600 及 CE（PED）产品认证',
      ]),
    contentEn:
      list('Honours', [
        'National high-tech enterprise (recognised continuously since 2015)',
        'Jiangsu provincial enterprise technology centre and postdoctoral innovation base',
        '12 China Steel Structure Gold Award projects built with our partners',
        'Jiangsu “specialised and innovative” enterprise, AAA credit rating',
      ]) +
      list('Qualifications and certificates', [
        'First-grade licence for specialised steel structure contracting',
        'Design and construction licences for water and air pollution control works',
        'ISO 9001 quality, ISO 14001 environmental and ISO 45001 occupational health and safety certification',
        'Manufacturing licence for pressure piping components; API 6D, API 600 and CE (PED) product certification',
      ]),
  },
]

/** The sections of "about us": the profile with its picture, the culture and the honours. */
export const companyInfoDemo: DemoContent = {
  key: 'BIZ_COMPANY_INFO',
  async run({ db, image, daysAgo }) {
    const rows = []
    for (const { code, drawing, ...texts } of sections)
      rows.push({
        code,
        ...sectionColumns(texts),
        imageId: await image(`company-${code.toLowerCase()}`, drawing()),
      })
    await insertDemoRows(db, 'bizCompanyInfo', daysAgo(200), rows)
  },
}
