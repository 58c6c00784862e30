import { imageUrl } from '@portal/contracts'
import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { sanitizeRichText } from '../../../core/richText.js'
import * as art from './demoImages.js'

type CategoryKey = 'company' | 'industry' | 'press'

const categories: Array<{ key: CategoryKey; name: string; nameEn: string }> = [
  { key: 'company', name: '公司新闻', nameEn: 'Company news' },
  { key: 'industry', name: '行业动态', nameEn: 'Industry' },
  { key: 'press', name: '媒体报道', nameEn: 'Press' },
]

interface DemoNews {
  category: CategoryKey
  title: string
  titleEn: string
  summary: string
  summaryEn: string
  /** Paragraphs (HTML); `{image}` stands for the article's inner picture. */
  content: string[]
  contentEn: string[]
  cover: () => string
  author: string
  source: string
  /** Published this many days ago. */
  age: number
  pinned?: boolean
  views: number
}

const p = (text: string) => (text.startsWith('<') ? text : `<p>${text}</p>`)

const news: DemoNews[] = [
  {
    category: 'company',
    title: '智能装备产业园二期智能化生产线正式投产',
    titleEn: 'Smart production line goes live in phase II of the Intelligent Equipment Park',
    summary: '新产线集成机器人焊接、视觉检测与数字孪生调度，输送设备年产能提升 40%，交付周期缩短近三分之一。',
    summaryEn:
      'Robotic welding, machine-vision inspection and digital-twin scheduling lift annual conveyor capacity by 40% and cut delivery times by almost a third.',
    content: [
      '经过十个月的建设与三个月的联调试运行，集团智能装备产业园二期智能化生产线日前正式投产。新产线位于苏州工业园区，建筑面积 2.6 万平方米，主要生产带式、辊道式输送设备和非标自动化单元。',
      '产线由 18 台焊接机器人、6 套视觉检测工位和 2 条自动喷涂线组成，配合 AGV 物流系统，实现了从板材下料、焊接、涂装到总装的全流程自动流转。关键焊缝一次合格率由 96.2% 提升至 99.4%。',
      '{image}',
      '生产运营部负责人介绍，新产线首次引入数字孪生调度平台：订单下达后，系统在虚拟产线上预排产、预演物流路径，再将最优方案下发到现场，设备综合效率（OEE）提升 15 个百分点。',
      '按照规划，产线满产后输送设备年产能将提升 40%，标准机型交付周期由 45 天缩短至 30 天左右，可更好地满足新能源、仓储物流等行业客户对快速交付的需求。',
    ],
    contentEn: [
      'After ten months of construction and three months of trial runs, the smart production line in phase II of the group’s Intelligent Equipment Park has gone into full operation. Located in Suzhou Industrial Park, the 26,000 m² facility builds belt and roller conveyors and custom automation cells.',
      'Eighteen welding robots, six machine-vision inspection stations and two automatic painting lines, linked by an AGV logistics system, carry every part from plate cutting through welding and coating to final assembly without manual handling. The first-pass yield of critical welds has risen from 96.2% to 99.4%.',
      '{image}',
      'The line is also the first in the group to be run by a digital-twin scheduling platform: each new order is planned and its material flow rehearsed on a virtual line before the best plan is sent to the shop floor. Overall equipment effectiveness (OEE) is up by 15 percentage points.',
      'At full output the line will raise annual conveyor capacity by 40% and shorten delivery of standard models from 45 to about 30 days, answering the demand for fast delivery from customers in new energy and warehousing.',
    ],
    cover: art.productionLine,
    author: '陈立新',
    source: '宏远新闻中心',
    age: 12,
    pinned: true,
    views: 1863,
  },
  {
    category: 'company',
    title: '集团启动“安全生产月”活动 筑牢安全发展防线',
    titleEn: 'Safety Month launched across the group to strengthen safe operations',
    summary: '本次活动以“人人讲安全、个个会应急”为主题，覆盖全部 7 个生产基地和 4,600 余名员工。',
    summaryEn:
      'Under the theme “Safety for everyone, emergency skills for all”, the month covers all seven production bases and more than 4,600 employees.',
    content: [
      '日前，集团“安全生产月”活动启动大会在总部召开，集团领导班子成员、各生产基地负责人及安全员代表参加会议，各基地通过视频同步参会。',
      '本次活动以“人人讲安全、个个会应急”为主题，将开展隐患排查“清零”行动、有限空间作业专项检查、全员应急疏散演练和安全知识竞赛等 12 项重点工作。',
      '安全环保部要求，各单位要对照风险分级管控清单逐项复核，重点检查起重吊装、动火作业和高处作业现场，做到问题有台账、整改有时限、复查有记录。',
      '活动期间，集团还将评选“安全示范班组”和“安全之星”，对查找重大隐患的员工给予专项奖励，营造全员参与安全管理的良好氛围。',
    ],
    contentEn: [
      'The group opened its Safety Month at headquarters, with the management team, the heads of every production base and safety officers in the hall and the bases joining by video.',
      'Under the theme “Safety for everyone, emergency skills for all”, the month brings twelve programmes, among them a campaign to clear every identified hazard, special inspections of confined-space work, evacuation drills for all staff and a safety knowledge contest.',
      'The Safety and Environment Department asked every unit to review its graded risk list item by item, with particular attention to lifting, hot work and work at height: every finding goes into a register, gets a deadline and is checked again.',
      'The group will also name model safety teams and “safety stars”, and reward employees who find serious hazards, so that everyone takes part in keeping the workplace safe.',
    ],
    cover: art.safety,
    author: '刘芳',
    source: '集团安全环保部',
    age: 4,
    views: 642,
  },
  {
    category: 'company',
    title: '集团顺利通过质量、环境、职业健康安全三体系监督审核',
    titleEn:
      'Group passes the surveillance audit of its quality, environmental and health-and-safety systems',
    summary: '审核组对 ISO 9001、ISO 14001 和 ISO 45001 三个管理体系的运行给予充分肯定，零严重不符合项。',
    summaryEn:
      'Auditors praised how the ISO 9001, ISO 14001 and ISO 45001 management systems run, with no major non-conformity found.',
    content: [
      '近日，第三方认证机构审核组一行 5 人对集团质量、环境、职业健康安全管理体系进行了为期四天的年度监督审核。',
      '审核组通过现场查看、文件抽查和人员访谈等方式，对总部职能部门及苏州、常州两个生产基地进行了全面审核，重点关注产品实现过程控制、环境因素识别和危险源辨识评价。',
      '经综合评定，集团三体系运行有效，未发现严重不符合项，审核组同意继续保持认证注册资格，并对集团在供应商质量协同和能源管理方面的做法给予肯定。',
      '质量管理部表示，将针对审核中提出的 3 项改进建议制定整改计划，推动管理体系与数字化系统深度融合，持续提升管理水平。',
    ],
    contentEn: [
      'A five-member team from a third-party certification body spent four days on the annual surveillance audit of the group’s quality, environmental and occupational health and safety management systems.',
      'Through site visits, document sampling and interviews, the auditors examined the headquarters functions and the Suzhou and Changzhou production bases, focusing on process control, environmental aspects and hazard identification.',
      'They found the three systems effective, with no major non-conformity, confirmed the certificates for another year and singled out the group’s supplier quality collaboration and energy management as good practice.',
      'The Quality Management Department will answer the three improvement suggestions with an action plan and keep bringing the management systems and the group’s digital tools closer together.',
    ],
    cover: art.certification,
    author: '周静',
    source: '集团质量管理部',
    age: 27,
    views: 915,
  },
  {
    category: 'company',
    title: '宏远集团携智能输送系统亮相中国国际工业博览会',
    titleEn: 'Hongyuan presents its intelligent conveying systems at the China International Industry Fair',
    summary: '五天展期内，宏远展台接待专业观众 3,000 余人次，达成意向合作 46 项。',
    summaryEn:
      'Over five days the Hongyuan stand welcomed more than 3,000 trade visitors and recorded 46 leads.',
    content: [
      '第二十五届中国国际工业博览会在上海国家会展中心举行，宏远集团以“智联输送 · 高效未来”为主题，在 6.1 号馆设立 400 平方米展台。',
      '展台集中展示了新一代模块化辊道输送线、重载 AGV 与柔性分拣系统，并通过大屏实时演示数字孪生调度平台，吸引了众多新能源、汽车零部件和电商物流企业驻足交流。',
      '展会期间，集团与 3 家客户现场签约，涉及锂电池模组输送线和仓储自动化改造项目，合同金额合计 1.2 亿元。',
      '市场营销部表示，将对展会期间收集的客户需求逐一跟进，同时把客户对产品的建议反馈给研发中心，加快新产品迭代。',
    ],
    contentEn: [
      'At the 25th China International Industry Fair at the National Exhibition and Convention Center in Shanghai, Hongyuan Group presented a 400 m² stand in hall 6.1 under the theme “Connected conveying, efficient future”.',
      'The stand showed the new generation of modular roller conveyor lines, heavy-duty AGVs and flexible sorting systems, with the digital-twin scheduling platform running live on a large screen, and drew visitors from new energy, auto parts and e-commerce logistics companies.',
      'Three contracts were signed at the fair, for battery-module conveyor lines and warehouse automation upgrades, worth CNY 120 million in total.',
      'The Marketing Department will follow up every enquiry collected and pass customers’ suggestions on to the R&amp;D Centre to speed up the next product generation.',
    ],
    cover: art.tradeFair,
    author: '孙浩',
    source: '集团市场营销部',
    age: 39,
    views: 1207,
  },
  {
    category: 'press',
    title: '媒体关注：“宏远助学”公益行走进山区学校',
    titleEn: 'In the media: Hongyuan’s education charity visits mountain-area schools',
    summary: '集团青年志愿者为 3 所山区小学送去 300 套新课桌椅和 5,000 余册图书，多家媒体进行了报道。',
    summaryEn:
      'Young volunteers from the group brought 300 new desk sets and more than 5,000 books to three mountain-area primary schools; several media outlets covered the visit.',
    content: [
      '近日，“宏远助学”公益行活动走进皖南山区，集团 30 名青年志愿者为当地 3 所小学送去 300 套新课桌椅、5,000 余册图书和一批体育器材。',
      '志愿者们还与孩子们一起上了一堂“机器人是怎样工作的”科普课，用积木搭建小型输送带，让孩子们亲手感受机械传动的奥秘。',
      '“宏远助学”计划自启动以来已持续开展八年，累计资助学生 1,200 余名，援建图书室 16 间。本次活动得到了省内多家媒体的关注和报道。',
      '集团工会表示，今后将继续把公益助学作为履行社会责任的重要方式，并鼓励更多员工加入志愿服务队伍。',
    ],
    contentEn: [
      'The Hongyuan education charity travelled to the mountains of southern Anhui, where 30 young volunteers from the group delivered 300 new desk sets, more than 5,000 books and sports equipment to three primary schools.',
      'The volunteers also taught a science class on how robots work, building small conveyor belts from construction bricks so that the children could see mechanical drives in action.',
      'Now in its eighth year, the programme has supported more than 1,200 pupils and furnished 16 school libraries. This year’s visit was reported by several media outlets in the province.',
      'The group’s trade union will keep education charity at the heart of its social responsibility work and invites more employees to join the volunteer team.',
    ],
    cover: art.charity,
    author: '王敏',
    source: '集团工会',
    age: 52,
    views: 734,
  },
  {
    category: 'company',
    title: '集团前三季度经营稳中有进 新签订单同比增长 18%',
    titleEn: 'Steady progress in the first three quarters: new orders up 18% year on year',
    summary: '前三季度集团实现营业收入 38.6 亿元，同比增长 11.3%；海外业务收入占比提升至 21%。',
    summaryEn:
      'Revenue for the first three quarters reached CNY 3.86 billion, up 11.3%; overseas business now accounts for 21% of revenue.',
    content: [
      '集团召开前三季度经营分析会，通报经营情况并部署第四季度重点工作。',
      '前三季度，集团实现营业收入 38.6 亿元，同比增长 11.3%；新签订单 45.2 亿元，同比增长 18%，其中新能源行业订单占比达到 34%。海外业务收入占比由去年同期的 16% 提升至 21%。',
      '<ul><li>智能输送设备板块收入同比增长 16.8%；</li><li>精密结构件板块毛利率提升 1.6 个百分点；</li><li>售后服务与备件收入首次突破 3 亿元。</li></ul>',
      '会议要求，第四季度要紧盯全年目标，加快在手订单交付和回款，持续推进降本增效，确保全年经营目标圆满完成。',
    ],
    contentEn: [
      'At its business review for the first three quarters, the group reported its results and set the priorities for the fourth quarter.',
      'Revenue for the period reached CNY 3.86 billion, up 11.3% year on year. New orders totalled CNY 4.52 billion, up 18%, with the new-energy sector contributing 34%. Overseas business rose from 16% to 21% of revenue.',
      '<ul><li>Intelligent conveying equipment: revenue up 16.8%;</li><li>Precision structural parts: gross margin up 1.6 percentage points;</li><li>After-sales service and spare parts: revenue above CNY 300 million for the first time.</li></ul>',
      'For the fourth quarter the meeting asked every unit to keep the annual targets in sight, speed up deliveries and collections on orders in hand and keep cutting costs.',
    ],
    cover: art.results,
    author: '赵磊',
    source: '集团财务管理部',
    age: 18,
    views: 1458,
  },
  {
    category: 'company',
    title: '集团与华东新能源装备研究院签署战略合作协议',
    titleEn: 'Strategic cooperation agreement signed with the East China New Energy Equipment Institute',
    summary: '双方将共建“新能源智能产线联合实验室”，围绕锂电、光伏行业的高速输送与检测技术开展联合攻关。',
    summaryEn:
      'The partners will set up a joint laboratory for smart new-energy production lines, working on high-speed conveying and inspection for the battery and solar industries.',
    content: [
      '集团与华东新能源装备研究院在苏州签署战略合作协议，双方将在技术研发、人才培养和成果转化等方面开展全面合作。',
      '根据协议，双方将共建“新能源智能产线联合实验室”，首期投入 3,000 万元，围绕锂电池极片高速输送、光伏组件在线检测等课题开展联合攻关。',
      '研究院将每年选派科研人员到集团研发中心驻点，集团也将为研究生提供实习与联合培养岗位，共同打造产学研协同创新团队。',
      '集团技术研发中心负责人表示，此次合作将进一步增强集团在新能源装备领域的核心技术储备，加快高端产品的国产化替代。',
    ],
    contentEn: [
      'Hongyuan Group and the East China New Energy Equipment Institute signed a strategic cooperation agreement in Suzhou covering research, training and the commercialisation of results.',
      'Under the agreement the partners will set up a joint laboratory for smart new-energy production lines with an initial CNY 30 million, working on high-speed conveying of battery electrodes and in-line inspection of solar modules.',
      'The institute will station researchers at the group’s R&amp;D Centre every year, and the group will offer internships and joint training places to graduate students.',
      'The head of the group’s R&amp;D Centre said the partnership will deepen the group’s core technologies in new-energy equipment and speed up the local production of high-end machines.',
    ],
    cover: art.partnership,
    author: '陈立新',
    source: '宏远新闻中心',
    age: 33,
    views: 988,
  },
  {
    category: 'press',
    title: '宏远苏州工厂获评省级“智能制造示范工厂”',
    titleEn: 'Hongyuan’s Suzhou plant named a provincial smart manufacturing demonstration factory',
    summary: '省工业和信息化主管部门公布年度示范名单，宏远苏州工厂凭借全流程数字化管控入选。',
    summaryEn:
      'The provincial industry authority published this year’s list, which includes the Suzhou plant for its end-to-end digital operations.',
    content: [
      '省工业和信息化主管部门日前公布年度智能制造示范工厂名单，宏远集团苏州工厂成功入选。',
      '近年来，苏州工厂围绕设计、生产、物流、质量四大环节推进数字化改造，建成覆盖 1,200 余台设备的数据采集网络，实现生产过程透明化管理。',
      '改造完成后，工厂生产效率提升 28%，产品不良率下降 35%，单位产值能耗下降 17%。多家媒体对工厂的转型经验进行了报道。',
      '集团将以此为契机，把苏州工厂的经验逐步推广到常州、南通等生产基地，加快建设集团级工业互联网平台。',
    ],
    contentEn: [
      'The provincial industry and information technology authority has published this year’s list of smart manufacturing demonstration factories, and Hongyuan’s Suzhou plant is on it.',
      'Over recent years the plant has digitised design, production, logistics and quality, building a data network that connects more than 1,200 machines and makes every step of production visible.',
      'Since the upgrade, productivity has risen by 28%, the defect rate has fallen by 35% and energy use per unit of output by 17%. Several media outlets have reported on the plant’s transformation.',
      'The group will now bring the Suzhou experience to its Changzhou and Nantong bases and speed up the building of a group-wide industrial internet platform.',
    ],
    cover: art.award,
    author: '李娜',
    source: '宏远新闻中心',
    age: 61,
    views: 2215,
  },
  {
    category: 'company',
    title: '2,000 余名一线员工完成年度技能提升培训',
    titleEn: 'More than 2,000 front-line employees complete this year’s skills training',
    summary: '培训覆盖焊接、电气调试、数控加工等 9 个工种，312 名员工取得高级工及以上职业技能等级证书。',
    summaryEn:
      'Training covered nine trades including welding, electrical commissioning and CNC machining; 312 employees earned senior-level vocational certificates or higher.',
    content: [
      '集团年度一线员工技能提升培训近日圆满结束。本次培训历时三个月，覆盖焊接、电气调试、数控加工、设备维修等 9 个工种，参训员工 2,046 人。',
      '培训采用“理论授课 + 实操训练 + 导师带徒”的方式，由集团内训师和外聘专家联合授课，并在苏州技能实训基地设置了 24 个实操工位。',
      '经考核，312 名员工取得高级工及以上职业技能等级证书，其中 28 人取得技师资格。',
      '人力资源部表示，集团将进一步完善技能等级与薪酬挂钩机制，畅通技能人才成长通道，打造一支高素质的产业工人队伍。',
    ],
    contentEn: [
      'The group’s annual skills training for front-line employees has ended. Over three months, 2,046 employees trained in nine trades, among them welding, electrical commissioning, CNC machining and maintenance.',
      'Courses combined classroom teaching, hands-on practice and mentoring by experienced colleagues, given by the group’s own trainers and outside experts, with 24 practice stations at the Suzhou training base.',
      'After the examinations, 312 employees earned senior-level vocational certificates or higher, 28 of them at technician level.',
      'The Human Resources Department will link skill levels more closely to pay and widen the career paths of skilled workers.',
    ],
    cover: art.training,
    author: '王敏',
    source: '集团人力资源部',
    age: 74,
    views: 873,
  },
  {
    category: 'industry',
    title: '制造业数字化转型提速 工业互联网平台应用走深走实',
    titleEn: 'Manufacturing speeds up its digital transformation as industrial internet platforms take hold',
    summary: '越来越多的制造企业从单点自动化走向全流程数字化，设备联网、数据驱动的生产管理成为行业共识。',
    summaryEn:
      'More and more manufacturers are moving from isolated automation to end-to-end digital operations; connected machines and data-driven production management are now common ground.',
    content: [
      '当前，制造业数字化转型正由“试点示范”走向“规模推广”。业内人士指出，设备联网率、数据利用率正在成为衡量工厂竞争力的重要指标。',
      '从行业实践看，工业互联网平台在设备预测性维护、能耗管理和质量追溯等场景的应用最为成熟，投资回报周期普遍在两年以内。',
      '与此同时，中小企业数字化转型仍面临资金、人才和数据标准不统一等难题。专家建议，龙头企业应发挥带动作用，把成熟的解决方案开放给产业链上下游。',
      '对于输送与物流装备企业而言，设备本身的数字化能力正成为客户采购时的重要考量，具备数据接口和远程运维能力的产品更受市场青睐。',
    ],
    contentEn: [
      'Digital transformation in manufacturing is moving from pilot projects to wide adoption. Industry observers note that the share of connected machines and the use made of their data are becoming key measures of a plant’s competitiveness.',
      'In practice, industrial internet platforms are most mature in predictive maintenance, energy management and quality traceability, where investments usually pay back within two years.',
      'Small and medium-sized manufacturers still face hurdles of funding, skills and inconsistent data standards. Experts suggest that leading companies open their proven solutions to suppliers and customers along the chain.',
      'For makers of conveying and logistics equipment, the digital capabilities of the machines themselves now weigh heavily in purchasing decisions: products with data interfaces and remote maintenance are in demand.',
    ],
    cover: art.circuit,
    author: '编辑部',
    source: '行业资讯综合',
    age: 8,
    views: 521,
  },
  {
    category: 'industry',
    title: '工业园区加快绿色低碳转型 分布式光伏成为新标配',
    titleEn: 'Industrial parks accelerate their low-carbon shift, with rooftop solar becoming standard',
    summary: '厂房屋顶光伏、储能和能源管理系统的组合，正在帮助制造企业降低用能成本并减少碳排放。',
    summaryEn:
      'Rooftop solar combined with storage and energy management is helping manufacturers cut energy costs and carbon emissions.',
    content: [
      '随着绿色低碳发展要求不断提高，越来越多的工业园区将分布式光伏纳入基础设施规划，厂房屋顶正在变成“绿色电站”。',
      '业内测算，一座 10 万平方米的厂房屋顶可安装约 8 兆瓦光伏组件，年发电量约 800 万千瓦时，可满足中型制造企业三分之一左右的用电需求。',
      '配合储能系统和能源管理平台，企业可以在电价低谷时段储电、高峰时段放电，进一步降低用能成本。',
      '宏远集团苏州、常州基地已建成屋顶光伏 12 兆瓦，年减少二氧化碳排放约 9,000 吨，并计划在未来两年内将绿色电力占比提升至 30% 以上。',
    ],
    contentEn: [
      'As low-carbon requirements tighten, more and more industrial parks build rooftop solar into their infrastructure plans, turning factory roofs into green power stations.',
      'Industry estimates put the capacity of a 100,000 m² factory roof at about 8 MW, generating some 8 GWh a year: roughly a third of the electricity a medium-sized manufacturer uses.',
      'Combined with storage and an energy management platform, companies can store power when prices are low and use it at peak times, lowering costs further.',
      'Hongyuan’s Suzhou and Changzhou bases already run 12 MW of rooftop solar, avoiding about 9,000 tonnes of CO₂ a year, and plan to raise the share of green power above 30% within two years.',
    ],
    cover: art.greenEnergy,
    author: '编辑部',
    source: '行业资讯综合',
    age: 45,
    views: 667,
  },
  {
    category: 'industry',
    title: '智慧物流助力供应链降本增效 港口自动化改造持续推进',
    titleEn: 'Smart logistics lowers supply-chain costs as port automation advances',
    summary: '自动化码头、智能仓储和无人运输设备的普及，正推动物流装备行业向高效、柔性、绿色方向发展。',
    summaryEn:
      'Automated terminals, smart warehouses and driverless transport are pushing logistics equipment towards higher efficiency, flexibility and sustainability.',
    content: [
      '近年来，国内多个港口加快自动化改造，自动化岸桥、无人集卡和智能闸口等设备的应用，使集装箱装卸效率显著提升。',
      '港口之外，智能仓储同样发展迅速。以多层穿梭车、箱式机器人和高速分拣线为代表的自动化系统，正在电商、医药和冷链等领域快速普及。',
      '业内人士认为，物流装备正从“单机销售”转向“系统交付 + 长期运维”，供应商需要具备方案设计、软件集成和全生命周期服务能力。',
      '面对这一趋势，宏远集团正加快重载输送、柔性分拣等产品的系列化开发，并组建专业团队提供远程监控与预防性维护服务。',
    ],
    contentEn: [
      'Ports across the country have been automating in recent years: automated quay cranes, driverless trucks and smart gates have markedly raised container handling rates.',
      'Beyond the ports, smart warehousing is growing fast too. Multi-level shuttles, tote-handling robots and high-speed sorters are spreading quickly in e-commerce, pharmaceuticals and cold chain.',
      'Industry observers see logistics equipment moving from selling single machines to delivering systems with long-term maintenance, which calls for suppliers able to design solutions, integrate software and serve a system through its whole life.',
      'Hongyuan is responding by building out its ranges of heavy-duty conveying and flexible sorting products, with a dedicated team offering remote monitoring and preventive maintenance.',
    ],
    cover: art.port,
    author: '编辑部',
    source: '行业资讯综合',
    age: 88,
    views: 590,
  },
  {
    category: 'press',
    title: '市电视台《走进企业》栏目聚焦宏远技术研发中心',
    titleEn: 'City TV’s “Inside Business” programme visits the Hongyuan R&D Centre',
    summary: '节目记录了研发团队攻关高速输送线振动控制技术的过程，展示了企业以创新驱动发展的实践。',
    summaryEn:
      'The programme followed the R&D team working on vibration control for high-speed conveyor lines, showing how innovation drives the company forward.',
    content: [
      '市电视台《走进企业》栏目近日播出专题节目，走进宏远集团技术研发中心，记录研发团队的日常工作。',
      '节目重点介绍了研发团队攻关高速输送线振动控制技术的过程。经过 200 余次试验，团队将输送线最高运行速度提升至每分钟 180 米，噪声降低 8 分贝。',
      '目前，研发中心拥有研发人员 380 余名，累计获得授权专利 460 项，其中发明专利 85 项，并建有省级企业技术中心和工程技术研究中心。',
      '集团表示，将继续保持研发投入占营业收入 5% 以上，围绕智能化、轻量化和绿色化方向持续推出新产品。',
    ],
    contentEn: [
      'City TV’s “Inside Business” programme has aired a feature on the Hongyuan Group R&amp;D Centre, following its engineers through their working days.',
      'The programme told how the team tackled vibration in high-speed conveyor lines: after more than 200 tests, they raised the top line speed to 180 metres a minute while cutting noise by 8 dB.',
      'The R&amp;D Centre employs more than 380 engineers and holds 460 granted patents, 85 of them for inventions. It hosts a provincial enterprise technology centre and an engineering research centre.',
      'The group will keep investing more than 5% of its revenue in research and development, bringing out smarter, lighter and greener products.',
    ],
    cover: art.laboratory,
    author: '李娜',
    source: '市电视台《走进企业》',
    age: 101,
    views: 1342,
  },
  {
    category: 'company',
    title: '集团隆重召开年度表彰大会 百名先进个人和集体受表彰',
    titleEn: 'Group honours 100 outstanding employees and teams at its annual awards ceremony',
    summary: '大会表彰了“年度标兵”“优秀班组”“创新能手”等 8 类先进，并发布了新一年的发展目标。',
    summaryEn:
      'The ceremony recognised eight kinds of achievement, from employee of the year to model team and innovator, and set out the goals for the coming year.',
    content: [
      '集团年度表彰大会在总部隆重召开，来自各部门、各生产基地的 600 余名员工代表参加大会。',
      '大会表彰了“年度标兵”“优秀班组”“创新能手”“安全卫士”等 8 类共 100 名先进个人和集体。获奖代表分享了扎根一线、攻坚克难的故事，赢得现场阵阵掌声。',
      '集团董事长在讲话中感谢全体员工一年来的辛勤付出，并提出新一年要在市场开拓、技术创新和精益管理三个方面实现新突破。',
      '大会在员工自编自演的文艺节目和绚丽的焰火中落下帷幕。',
    ],
    contentEn: [
      'The group’s annual awards ceremony brought more than 600 employee representatives from every department and production base to headquarters.',
      'One hundred employees and teams were honoured in eight categories, among them employee of the year, model team, innovator and safety champion. Winners told the stories behind their achievements on the shop floor to warm applause.',
      'The chairman thanked all employees for their hard work over the year and called for new breakthroughs in market development, technical innovation and lean management.',
      'The evening closed with a show put on by employees and a firework display.',
    ],
    cover: art.anniversary,
    author: '刘芳',
    source: '宏远新闻中心',
    age: 117,
    views: 1675,
  },
]

const html = (paragraphs: string[], image: string) =>
  sanitizeRichText(paragraphs.map((x) => (x === '{image}' ? image : p(x))).join('\n'))

/** Three categories and fourteen bilingual news items over the last four months, one pinned. */
export const newsDemo: DemoContent = {
  key: 'news',
  async run({ db, image, daysAgo }) {
    const categoryIds = new Map<CategoryKey, string>()
    const now = daysAgo(0)
    await db
      .insertInto('bizNewsCategory')
      .values(
        categories.map((c, i) => {
          const id = newId()
          categoryIds.set(c.key, id)
          return {
            id,
            name: c.name,
            nameEn: c.nameEn,
            published: 1,
            sortCode: i + 1,
            createdAt: now,
            createdUser: null,
            updatedAt: null,
            updatedUser: null,
          }
        }),
      )
      .execute()
    const inner = await image('news-workshop', art.workshop())
    const picture = (alt: string) =>
      `<p><img src="${imageUrl(inner, 960)}" alt="${alt}" width="1600" height="900"></p>`
    const rows = []
    for (const [i, n] of news.entries()) {
      const coverId = await image(`news-cover-${i + 1}`, n.cover())
      const at = daysAgo(n.age)
      rows.push({
        id: newId(),
        categoryId: categoryIds.get(n.category) ?? null,
        title: n.title,
        titleEn: n.titleEn,
        summary: n.summary,
        summaryEn: n.summaryEn,
        content: html(n.content, picture('新产线机加工车间')),
        contentEn: html(n.contentEn, picture('The machining hall of the new line')),
        coverId,
        author: n.author,
        source: n.source,
        publishAt: at,
        pinned: n.pinned ? 1 : 0,
        viewCount: n.views,
        published: 1,
        sortCode: 0,
        createdAt: at,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
    }
    await db.insertInto('bizNews').values(rows).execute()
  },
}
