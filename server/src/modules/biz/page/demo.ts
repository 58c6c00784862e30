import { imageUrl, PAGE_SOCIAL_RESPONSIBILITY } from '@portal/contracts'
import { insertDemoRows, sectionColumns } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'

/** Wind turbines and a solar field over green hills by a clear river (1600 × 900, no text). */
function greenEnergy() {
  const turbine = (x: number, y: number, s: number, turn: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-6 0 L-3 -300 H3 L6 0 Z" fill="#f4f7fa"/><g transform="translate(0 -300) rotate(${turn})" fill="#ffffff">${[
      0, 120, 240,
    ]
      .map((a) => `<path d="M0 0 L-8 -14 L0 -150 L8 -14 Z" transform="rotate(${a})"/>`)
      .join('')}<circle r="10" fill="#dfe6ec"/></g></g>`
  const panels = Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, col) =>
        `<path d="M${860 + col * 74 - row * 18} ${640 + row * 34} l62 0 l-12 26 l-62 0 Z" fill="#1d3a63" stroke="#9cc3ea" stroke-width="2"/>`,
    ).join(''),
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8e0"/><stop offset="1" stop-color="#e4f3fb"/></linearGradient>
<linearGradient id="river" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7cc7e8"/><stop offset="1" stop-color="#b8e3f4"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<g fill="#ffffff" opacity="0.75"><ellipse cx="1250" cy="150" rx="190" ry="36"/><ellipse cx="380" cy="110" rx="140" ry="28"/></g>
<path d="M0 520 Q300 420 640 500 T1300 470 T1600 480 V900 H0 Z" fill="#8cc79a"/>
${turbine(260, 520, 1, 10)}${turbine(470, 500, 0.8, 50)}${turbine(640, 505, 0.65, 80)}
<path d="M0 600 Q500 540 1000 610 T1600 590 V900 H0 Z" fill="#5eab74"/>
${panels}
<path d="M0 800 C400 740 800 860 1600 780 V900 H0 Z" fill="url(#river)"/>
<g fill="#2f7d4f">${Array.from({ length: 10 }, (_, i) => `<circle cx="${60 + i * 80}" cy="${720 + (i % 2) * 16}" r="${26 + (i % 3) * 6}"/>`).join('')}</g></svg>`
}

const section = (title: string, paragraph: string, items: string[]) =>
  `<h2>${title}</h2><p>${paragraph}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

function socialResponsibility(imageId: string) {
  const figure = (alt: string) => `<p><img src="${imageUrl(imageId, 960)}" alt="${alt}" /></p>`
  return {
    code: PAGE_SOCIAL_RESPONSIBILITY,
    title: '社会责任',
    titleEn: 'Social responsibility',
    summary: '守护环境、安全生产、回馈社区、关爱员工：宏远把责任写进每一天的经营。',
    summaryEn:
      'Protecting the environment, working safely, giving back to our communities and caring for our people: responsibility is part of how Hongyuan works every day.',
    content:
      '<p>作为一家扎根工业园区二十余年的制造企业，宏远实业集团始终相信：企业的价值不仅在于创造利润，更在于为员工、客户、社区和环境带来长期的改善。</p>' +
      section('环境保护', '我们以“绿色制造”为发展方向，把节能减排贯穿于设计、采购、生产和交付的全过程。', [
        '总部园区屋顶光伏装机 9.2 兆瓦，年发电约 860 万千瓦时，覆盖园区 40% 的用电；',
        '涂装线全面采用水性涂料与 RTO 废气焚烧装置，VOCs 排放较 2018 年下降 78%；',
        '生产废水 100% 处理回用，钢材边角料回收利用率达到 98%；',
        '承诺 2030 年实现园区运营碳中和。',
      ]) +
      figure('宏远总部园区的光伏与风电') +
      section('安全生产', '安全是一切工作的底线。集团建立了从班组到董事会的全员安全责任体系。', [
        '通过 ISO 45001 职业健康安全管理体系认证，连续 6 年无重伤及以上事故；',
        '每年开展安全培训超过 2 万人次，新员工岗前培训不少于 72 学时；',
        '高空作业、吊装和动火作业全部实行电子作业票与视频监护。',
      ]) +
      section('社区公益', '我们与所在社区共同成长，把资源投入教育、助困和应急救援。', [
        '“宏远助学金”累计资助 1,200 余名家庭困难学生；',
        '与 6 所职业院校共建实训基地，每年接收实习生 300 余人；',
        '组建 80 人的应急抢险志愿队，参与防汛、抗雪等应急救援任务。',
      ]) +
      section(
        '员工关怀',
        '员工是宏远最宝贵的财富。我们为每一位员工提供安全的工作环境、公平的发展机会和有温度的关怀。',
        [
          '建立技术与管理双通道职业发展体系，每年内部晋升 400 余人；',
          '提供人才公寓、免费通勤班车和员工食堂，开展年度健康体检；',
          '设立员工互助基金，为遇到重大困难的员工及家庭提供帮助。',
        ],
      ),
    contentEn:
      '<p>As a manufacturer rooted in its industrial park for more than two decades, Hongyuan Industrial Group believes that a company’s worth lies not only in its profits but in the lasting good it does for its people, its customers, its communities and the environment.</p>' +
      section(
        'Environment',
        'Green manufacturing sets our direction: we save energy and cut emissions from design and purchasing to production and delivery.',
        [
          '9.2 MW of rooftop solar at the head-office park generates about 8.6 GWh a year, 40% of the park’s electricity;',
          'Water-based paints and regenerative thermal oxidisers on every coating line have cut VOC emissions by 78% since 2018;',
          'All process water is treated and reused, and 98% of steel offcuts are recycled;',
          'We are committed to carbon-neutral operation of the park by 2030.',
        ],
      ) +
      figure('Solar and wind power at the Hongyuan head-office park') +
      section(
        'Safety',
        'Safety is the baseline of everything we do, with clear responsibility from every team to the board.',
        [
          'ISO 45001 certified, with no serious injuries for six years running;',
          'More than 20,000 training attendances a year, and at least 72 hours of safety training before a new employee starts;',
          'Work at height, lifting and hot work all run on electronic permits with video supervision.',
        ],
      ) +
      section(
        'Community',
        'We grow together with our neighbours and invest in education, support for families in need and emergency relief.',
        [
          'The Hongyuan bursary has supported more than 1,200 students from families in difficulty;',
          'Training bases run with six vocational colleges take in more than 300 interns a year;',
          'An 80-strong volunteer emergency team helps with flood and snow relief.',
        ],
      ) +
      section(
        'Our people',
        'Our people are Hongyuan’s greatest asset. We offer everyone a safe workplace, fair opportunities and real care.',
        [
          'Parallel technical and management career paths, with more than 400 internal promotions a year;',
          'Staff apartments, free commuter buses, canteens and an annual health check;',
          'A mutual aid fund that helps colleagues and their families through hard times.',
        ],
      ),
  }
}

const privacy = {
  code: 'privacy',
  title: '隐私政策',
  titleEn: 'Privacy policy',
  summary: '我们如何收集、使用和保护您在本网站提交的个人信息。',
  summaryEn: 'How we collect, use and protect the personal information you give us on this site.',
  content:
    '<p>宏远实业集团（以下简称“我们”）重视您的隐私。本政策说明您访问本网站及通过本网站投递简历、提交咨询时，我们如何处理您的个人信息。</p>' +
    section('我们收集的信息', '我们仅收集实现相应功能所必需的信息：', [
      '投递简历时填写的姓名、联系电话、电子邮箱、学历及上传的简历文件；',
      '为保障网站安全而记录的访问日志，包括 IP 地址、浏览器类型和访问时间。',
    ]) +
    section('信息的使用与保存', '上述信息仅用于招聘评估、业务联系和网站安全，不会用于其他目的。', [
      '简历信息保存期限为 2 年，期满后删除或匿名化处理；',
      '未经您同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
    ]) +
    section('您的权利', '您可以随时联系我们查询、更正或删除您的个人信息，或撤回已作出的同意。', [
      '联系邮箱：info@hongyuan-group.example.com；',
      '我们将在 15 个工作日内答复您的请求。',
    ]),
  contentEn:
    '<p>Hongyuan Industrial Group (“we”) respects your privacy. This policy explains how we handle your personal information when you visit this site, send us your résumé or contact us through it.</p>' +
    section('What we collect', 'We collect only what each function needs:', [
      'When you apply for a position: your name, phone number, e-mail address, education and the résumé file you upload;',
      'To keep the site secure: access logs with your IP address, browser type and the time of your visit.',
    ]) +
    section(
      'How we use and keep it',
      'We use this information only to assess applications, to reply to enquiries and to keep the site secure.',
      [
        'Résumés are kept for two years and then deleted or anonymised;',
        'We do not share your personal information with third parties without your consent, except where the law requires it.',
      ],
    ) +
    section(
      'Your rights',
      'You may ask us at any time to show, correct or delete your personal information, or withdraw your consent.',
      ['E-mail: info@hongyuan-group.example.com;', 'We reply within 15 working days.'],
    ),
}

const legal = {
  code: 'legal',
  title: '法律声明',
  titleEn: 'Legal notice',
  summary: '本网站内容的版权、使用条件与免责声明。',
  summaryEn: 'Copyright, terms of use and disclaimer for the content of this site.',
  content:
    '<p>欢迎访问宏远实业集团网站。访问和使用本网站即表示您同意以下条款。</p>' +
    section(
      '版权',
      '本网站的文字、图片、商标和标识等内容的著作权及相关权利归宏远实业集团所有，受法律保护。',
      [
        '未经书面许可，任何单位和个人不得复制、转载或以其他方式使用本网站内容；',
        '经许可转载的，须注明来源“宏远实业集团”。',
      ],
    ) +
    section('免责声明', '本网站所载产品参数和技术资料仅供参考，以双方签订的合同及技术协议为准。', [
      '我们会尽力确保网站信息准确，但不对因使用本网站信息而产生的间接损失承担责任；',
      '本网站链接的第三方网站由其各自运营者负责，我们不对其内容承担责任。',
    ]),
  contentEn:
    '<p>Welcome to the website of Hongyuan Industrial Group. By visiting and using this site you agree to the terms below.</p>' +
    section(
      'Copyright',
      'The texts, pictures, trademarks and logos on this site belong to Hongyuan Industrial Group and are protected by law.',
      [
        'No part of this site may be copied, republished or otherwise used without our written permission;',
        'Permitted republication must credit “Hongyuan Industrial Group” as the source.',
      ],
    ) +
    section(
      'Disclaimer',
      'Product data and technical information on this site are for reference; the contract and technical agreement between the parties prevail.',
      [
        'We do our best to keep the site accurate but accept no liability for indirect loss arising from its use;',
        'Third-party sites linked from this site are the responsibility of their operators.',
      ],
    ),
}

/** The single pages of a fresh site: social responsibility (with a picture), privacy and the legal notice. */
export const pageDemo: DemoContent = {
  key: 'BIZ_PAGE',
  async run({ db, image, daysAgo }) {
    const imageId = await image('page-green-energy', greenEnergy())
    const rows = [socialResponsibility(imageId), privacy, legal].map(({ code, ...texts }) => ({
      code,
      ...sectionColumns(texts),
    }))
    await insertDemoRows(db, 'bizPage', daysAgo(160), rows)
  },
}
