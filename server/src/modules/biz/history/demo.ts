import { insertDemoRows } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'

/**
 * The works as they grew (1200 × 900, no text): `stage` 1 is the first workshop with its crane,
 * each stage adds buildings, and the last a solar-roofed smart factory. Colours follow the era.
 */
function growth(stage: number, sky: [string, string], roof: string) {
  const sheds = Array.from({ length: stage + 1 }, (_, i) => {
    const w = 200 - i * 10
    const x = 100 + i * 226
    const h = 150 + (i % 2) * 50 + stage * 12
    return `<g transform="translate(${x} ${700 - h})"><rect width="${w}" height="${h}" fill="#e6e9ee"/><path d="M-10 0 L${w / 2} -50 L${w + 10} 0 Z" fill="${roof}"/>${Array.from(
      { length: Math.floor(w / 56) },
      (_, k) => `<rect x="${18 + k * 56}" y="${h - 90}" width="34" height="70" fill="#9fb2c6"/>`,
    ).join(
      '',
    )}${stage >= 3 && i % 2 === 0 ? Array.from({ length: Math.floor(w / 46) }, (_, k) => `<path d="M${6 + k * 46} -12 l38 0 l-10 -26 l-38 0 Z" fill="#1f3a5f"/>`).join('') : ''}</g>`
  }).join('')
  const tower =
    stage >= 2
      ? `<rect x="1000" y="260" width="170" height="440" fill="#3a4d66"/><g fill="#cfe3f7" opacity="0.85">${Array.from({ length: 12 }, (_, r) => `<rect x="1015" y="${280 + r * 34}" width="140" height="20"/>`).join('')}</g>`
      : `<g stroke="#f0a030" stroke-width="12" fill="none"><path d="M1020 700 V220 H1160"/><path d="M1020 260 L1100 220"/></g><rect x="1140" y="220" width="6" height="160" fill="#3a3a3a"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#sky)"/><circle cx="240" cy="190" r="70" fill="#fff7dc" opacity="0.8"/>
${tower}${sheds}
<rect y="700" width="1200" height="200" fill="#8fbf7a"/><rect y="740" width="1200" height="36" fill="#c8c3b8"/></svg>`
}

const events: Array<{
  eventDate: string
  title: string
  titleEn: string
  content: string
  contentEn: string
  drawing?: () => string
}> = [
  {
    eventDate: '1998-03',
    title: '宏远钢结构厂在苏州创立',
    titleEn: 'Hongyuan Steel Structure Works founded in Suzhou',
    content: '创始团队 28 人，租用 3,000 平方米厂房，承接第一批工业厂房钢结构加工订单。',
    contentEn:
      'A founding team of 28 rented a 3,000 m² workshop and took the first orders for the steelwork of factory buildings.',
    drawing: () => growth(1, ['#f3c98b', '#fdf0dc'], '#a0522d'),
  },
  {
    eventDate: '2003-06',
    title: '建成首条 H 型钢自动化生产线',
    titleEn: 'First automated H-beam production line',
    content: '引进组立、焊接、矫正一体化设备，钢结构年产能提升至 5 万吨。',
    contentEn:
      'Integrated assembly, welding and straightening equipment raised the annual capacity to 50,000 tonnes of steel.',
  },
  {
    eventDate: '2006-09',
    title: '成立宏远阀门公司',
    titleEn: 'Hongyuan Valve Co. established',
    content: '进入工业阀门领域，首批闸阀、截止阀产品通过型式试验并投放市场。',
    contentEn:
      'The group entered industrial valves; its first gate and globe valves passed type testing and went on sale.',
  },
  {
    eventDate: '2009-11',
    title: '组建宏远实业集团，总部迁入苏州工业园区',
    titleEn: 'Hongyuan Industrial Group formed; head office moves to Suzhou Industrial Park',
    content: '整合钢结构与阀门业务，组建集团公司，新总部大楼和研发中心同步启用。',
    contentEn:
      'The steel and valve businesses were brought together as a group, and the new head office and R&D centre opened.',
    drawing: () => growth(2, ['#8fc1ea', '#eef6fc'], '#2d6cb0'),
  },
  {
    eventDate: '2012-05',
    title: '环保装备事业部成立',
    titleEn: 'Environmental equipment division set up',
    content: '首套工业废水处理成套设备在化工园区投运，环保装备成为集团第三大业务板块。',
    contentEn:
      'The first packaged industrial wastewater system went into service in a chemical park, making environmental equipment the third business.',
  },
  {
    eventDate: '2015-08',
    title: '获评国家高新技术企业',
    titleEn: 'Recognised as a national high-tech enterprise',
    content: '企业技术中心同年获江苏省认定，累计授权专利突破 100 项。',
    contentEn:
      'The same year the technology centre gained provincial recognition and granted patents passed 100.',
  },
  {
    eventDate: '2018-10',
    title: '宿迁生产基地投产',
    titleEn: 'Suqian production base opens',
    content: '新基地占地 26 万平方米，集团钢结构年产能突破 20 万吨。',
    contentEn: 'The 260,000 m² base lifted the group’s annual steel capacity above 200,000 tonnes.',
  },
  {
    eventDate: '2020-12',
    title: '阀门产品取得 API 6D 认证',
    titleEn: 'Valves gain API 6D certification',
    content: '管线球阀批量出口东南亚和中东，海外业务收入同比增长 45%。',
    contentEn:
      'Pipeline ball valves began shipping in volume to Southeast Asia and the Middle East; overseas revenue rose 45%.',
  },
  {
    eventDate: '2023-06',
    title: '智能制造工厂投入使用',
    titleEn: 'Smart factory in operation',
    content: '焊接机器人、数字孪生车间与 MES 系统全面上线，生产效率提升 30%。',
    contentEn:
      'Welding robots, a digital-twin workshop and an MES went live together, raising productivity by 30%.',
    drawing: () => growth(3, ['#6aa7d8', '#e3f1fb'], '#2f7d4f'),
  },
  {
    eventDate: '2025-03',
    title: '发布“零碳园区”行动计划',
    titleEn: 'Zero-carbon park plan launched',
    content: '总部园区屋顶光伏全面并网，年发电 860 万千瓦时，力争 2030 年实现园区运营碳中和。',
    contentEn:
      'Rooftop solar across the head-office park was connected to the grid, generating 8.6 GWh a year; the park aims for carbon-neutral operation by 2030.',
  },
]

/** Ten milestones from 1998 to 2025, three of them with a picture. */
export const historyDemo: DemoContent = {
  key: 'BIZ_HISTORY',
  async run({ db, image, daysAgo }) {
    const rows = []
    for (const { drawing, ...e } of events)
      rows.push({ ...e, imageId: drawing ? await image(`history-${e.eventDate}`, drawing()) : null })
    await insertDemoRows(db, 'bizHistory', daysAgo(180), rows)
  },
}
