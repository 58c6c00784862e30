import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { sanitizeRichText } from '../../../core/richText.js'

interface DemoNotice {
  title: string
  titleEn: string
  content: string
  contentEn: string
  pinned: boolean
  /** Written this many days ago. */
  age: number
}

const notices: DemoNotice[] = [
  {
    title: '关于春节假期生产与服务安排的公告',
    titleEn: 'Production and service arrangements over the Spring Festival holiday',
    pinned: true,
    age: 3,
    content: `<p>各位客户、供应商及合作伙伴：</p>
<p>根据国家法定节假日安排，并结合集团生产计划，宏远实业集团春节期间的工作安排如下：</p>
<ul>
<li>行政及销售部门：除夕至正月初六放假，正月初七（周一）正常上班；</li>
<li>各生产基地：除夕至正月初四停产检修，正月初五起逐步恢复生产；</li>
<li>售后服务热线 400-820-6688 假期内 24 小时值守，紧急备件由华东、华南两个中心仓库调配发货。</li>
</ul>
<p>节前最后一批订单的发货截止日为腊月二十五，请各位客户提前安排采购计划。给您带来的不便，敬请谅解。</p>
<p>宏远实业集团 行政管理部</p>`,
    contentEn: `<p>Dear customers, suppliers and partners,</p>
<p>Following the national public holiday calendar and the group's production plan, Hongyuan Industrial Group will work as follows over the Spring Festival:</p>
<ul>
<li>Administration and sales: closed from New Year's Eve to the sixth day of the first lunar month; back on the seventh day (Monday);</li>
<li>Production bases: shut down for maintenance from New Year's Eve to the fourth day, production resuming step by step from the fifth day;</li>
<li>The after-sales hotline 400-820-6688 stays open 24 hours throughout the holiday; urgent spare parts ship from our East China and South China warehouses.</li>
</ul>
<p>The last shipments before the holiday leave on the 25th day of the twelfth lunar month: please plan your purchases ahead. We apologise for any inconvenience.</p>
<p>Administration Department, Hongyuan Industrial Group</p>`,
  },
  {
    title: '2026 年度合格供应商注册与资质审核通知',
    titleEn: '2026 approved-supplier registration and qualification review',
    pinned: false,
    age: 12,
    content: `<p>为进一步规范采购管理、保障原材料与零部件质量，集团现启动 2026 年度合格供应商注册与资质审核工作。</p>
<h3>申报范围</h3>
<ul>
<li>钢材、铸锻件及标准件；</li>
<li>电气元器件、液压与气动元件；</li>
<li>工业包装、物流运输及设备维保服务。</li>
</ul>
<h3>所需材料</h3>
<ol>
<li>营业执照副本及近两年财务报表；</li>
<li>ISO 9001 质量管理体系认证证书（生产类企业另需 ISO 14001 与 ISO 45001）；</li>
<li>主要产品检测报告及近三年典型客户名单。</li>
</ol>
<p>请于 3 月 31 日前将材料电子版发送至采购中心邮箱 purchase@hongyuan-group.com，审核结果将在 30 个工作日内书面通知。</p>`,
    contentEn: `<p>To keep purchasing orderly and the quality of raw materials and components assured, the group opens its 2026 approved-supplier registration and qualification review.</p>
<h3>Categories</h3>
<ul>
<li>Steel, castings, forgings and standard parts;</li>
<li>Electrical components, hydraulic and pneumatic components;</li>
<li>Industrial packaging, logistics and equipment maintenance services.</li>
</ul>
<h3>Documents required</h3>
<ol>
<li>Business licence and the financial statements of the last two years;</li>
<li>ISO 9001 certificate (manufacturers also ISO 14001 and ISO 45001);</li>
<li>Test reports of the main products and a list of key customers of the last three years.</li>
</ol>
<p>Please send the documents by 31 March to the purchasing centre at purchase@hongyuan-group.com. Results are notified in writing within 30 working days.</p>`,
  },
  {
    title: '宏远实业集团 2026 春季校园招聘宣讲会日程',
    titleEn: 'Hongyuan Industrial Group 2026 spring campus recruitment talks',
    pinned: false,
    age: 20,
    content: `<p>集团 2026 春季校园招聘正式启动，面向机械、电气、材料、安全工程及市场营销等专业的应届毕业生，提供研发、工艺、质量、销售等岗位。</p>
<ul>
<li>3 月 12 日 14:00　华东理工大学 学术报告厅</li>
<li>3 月 15 日 14:00　南京工业大学 就业指导中心</li>
<li>3 月 19 日 09:30　合肥工业大学 大学生活动中心</li>
</ul>
<p>宣讲会现场可投递简历并参加初试，也可在本网站“招聘信息”栏目在线申请。入职员工享有导师带教、轮岗培养及人才公寓等支持。</p>`,
    contentEn: `<p>The group's 2026 spring campus recruitment has started. Graduates in mechanical, electrical, materials and safety engineering or marketing are welcome in R&amp;D, process, quality and sales positions.</p>
<ul>
<li>12 March, 14:00 — East China University of Science and Technology, lecture hall</li>
<li>15 March, 14:00 — Nanjing Tech University, career centre</li>
<li>19 March, 09:30 — Hefei University of Technology, student centre</li>
</ul>
<p>Bring your résumé to a talk for a first interview on the spot, or apply online under "Careers" on this site. New employees get a mentor, job rotation and company apartments.</p>`,
  },
]

/** Three bilingual site announcements, published, without a window. */
export const noticeDemo: DemoContent = {
  key: 'notice',
  async run({ db, daysAgo }) {
    await db
      .insertInto('sysNotice')
      .values(
        notices.map((n, i) => ({
          id: newId(),
          title: n.title,
          titleEn: n.titleEn,
          content: sanitizeRichText(n.content),
          contentEn: sanitizeRichText(n.contentEn),
          places: ',SITE,',
          startAt: null,
          endAt: null,
          pinned: n.pinned ? 1 : 0,
          published: 1,
          remark: null,
          sortCode: i,
          createdAt: daysAgo(n.age),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })),
      )
      .execute()
  },
}
