import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { sanitizeRichText } from '../../../core/richText.js'

interface DemoPosition {
  title: string
  titleEn: string
  department: string
  departmentEn: string
  location: string
  locationEn: string
  education: string
  educationEn: string
  salary: string
  salaryEn: string
  headcount: number
  description: string
  descriptionEn: string
  open: boolean
  age: number
}

const section = (title: string, items: string[], ordered = false) => {
  const tag = ordered ? 'ol' : 'ul'
  return `<h3>${title}</h3><${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`
}

const positions: DemoPosition[] = [
  {
    title: '机械设计工程师',
    titleEn: 'Mechanical design engineer',
    department: '技术研发中心',
    departmentEn: 'R&D Centre',
    location: '江苏·苏州',
    locationEn: 'Suzhou, Jiangsu',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    salary: '12K–20K·14 薪',
    salaryEn: 'CNY 12k–20k a month, 14 months',
    headcount: 3,
    open: true,
    age: 6,
    description:
      '<p>负责集团输送设备与非标自动化产线的结构设计，参与从方案评审到样机调试的全过程。</p>' +
      section('岗位职责', [
        '根据客户需求完成设备总体方案与零部件三维建模、二维出图；',
        '进行关键零部件的强度校核与选型计算，编制 BOM 与技术文件；',
        '跟进样机装配与现场调试，解决生产过程中的技术问题；',
        '参与设计标准化与模块化工作，持续降低产品成本。',
      ]) +
      section('任职要求', [
        '机械设计制造及其自动化等相关专业，本科及以上学历；',
        '3 年以上非标设备或工程机械设计经验，熟练使用 SolidWorks 与 AutoCAD；',
        '熟悉公差配合、常用材料及热处理工艺，了解气动与液压元件选型；',
        '具备良好的沟通能力，能适应短期出差。',
      ]) +
      '<p>我们提供：五险一金、补充商业保险、年度体检、人才公寓及完善的技术职级晋升通道。</p>',
    descriptionEn:
      '<p>Design the structure of the group’s conveying equipment and custom automated lines, from the concept review to the commissioning of the prototype.</p>' +
      section('Responsibilities', [
        'Turn customer requirements into the machine concept, 3D models of its parts and 2D drawings;',
        'Check the strength of key parts and size the components; prepare the BOM and technical documents;',
        'Follow prototype assembly and commissioning on site, and solve technical problems in production;',
        'Take part in standardising and modularising designs to keep bringing costs down.',
      ]) +
      section('Requirements', [
        "Bachelor's degree or above in mechanical engineering, manufacturing or automation;",
        'At least 3 years designing custom machinery or construction machinery; fluent in SolidWorks and AutoCAD;',
        'Familiar with tolerances and fits, common materials and heat treatment; able to choose pneumatic and hydraulic components;',
        'Good communicator, willing to travel for short periods.',
      ]) +
      '<p>We offer: full social insurance and housing fund, supplementary health insurance, a yearly check-up, company apartments and a clear technical career ladder.</p>',
  },
  {
    title: '安全管理专员',
    titleEn: 'Safety officer',
    department: '安全环保部',
    departmentEn: 'HSE Department',
    location: '安徽·合肥',
    locationEn: 'Hefei, Anhui',
    education: '大专及以上',
    educationEn: 'College diploma or above',
    salary: '8K–12K',
    salaryEn: 'CNY 8k–12k a month',
    headcount: 2,
    open: true,
    age: 10,
    description:
      '<p>负责合肥生产基地的安全生产管理，守护每一位员工的平安。</p>' +
      section('岗位职责', [
        '落实安全生产责任制，组织日常安全检查与隐患排查治理；',
        '开展新员工三级安全教育及特种作业人员培训；',
        '编制并组织演练应急预案，参与事故调查与分析；',
        '维护 ISO 45001 职业健康安全管理体系的有效运行。',
      ]) +
      section('任职要求', [
        '安全工程、化工或机械相关专业，大专及以上学历；',
        '持注册安全工程师证书者优先；',
        '2 年以上制造企业安全管理经验，熟悉国家安全生产法规；',
        '责任心强，原则性强，能够适应车间现场工作环境。',
      ]),
    descriptionEn:
      '<p>Run safety management at our Hefei production base and keep every colleague safe.</p>' +
      section('Responsibilities', [
        'Apply the safety responsibility system; organise daily inspections and the removal of hazards;',
        'Give new employees their three-level safety training and train special-operation workers;',
        'Write emergency plans and run the drills; take part in incident investigation and analysis;',
        'Keep the ISO 45001 occupational health and safety system effective.',
      ]) +
      section('Requirements', [
        'College diploma or above in safety, chemical or mechanical engineering;',
        'A registered safety engineer certificate is a plus;',
        'At least 2 years of safety management in manufacturing; good knowledge of the safety regulations;',
        'Responsible and principled, comfortable working on the shop floor.',
      ]),
  },
  {
    title: '销售经理（华东区）',
    titleEn: 'Sales manager (East China)',
    department: '营销中心',
    departmentEn: 'Sales & Marketing',
    location: '上海',
    locationEn: 'Shanghai',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    salary: '15K–25K + 提成',
    salaryEn: 'CNY 15k–25k a month plus commission',
    headcount: 1,
    open: true,
    age: 15,
    description:
      '<p>负责华东区域工业装备与配套服务的市场开拓和重点客户维护。</p>' +
      section('岗位职责', [
        '制定区域销售计划并分解落实，完成年度销售与回款目标；',
        '开发汽车零部件、新能源、工程机械等行业重点客户；',
        '组织技术交流与商务谈判，跟进合同执行与售后协调；',
        '收集市场与竞品信息，为产品规划提供建议。',
      ]) +
      section('任职要求', [
        '机械、自动化或市场营销相关专业，本科及以上学历；',
        '5 年以上工业品销售经验，其中 2 年以上团队或大客户管理经验；',
        '在华东地区拥有良好的行业客户资源者优先；',
        '具备优秀的谈判与抗压能力，可接受经常出差。',
      ]),
    descriptionEn:
      '<p>Develop the East China market for our industrial equipment and services, and look after key accounts.</p>' +
      section('Responsibilities', [
        'Plan the region’s sales, break the plan down and meet the yearly sales and collection targets;',
        'Win key customers in automotive parts, new energy and construction machinery;',
        'Lead technical exchanges and commercial negotiations; follow contracts through delivery and service;',
        'Gather market and competitor information to guide product planning.',
      ]) +
      section('Requirements', [
        "Bachelor's degree or above in mechanical engineering, automation or marketing;",
        'At least 5 years selling industrial products, including 2 years leading a team or key accounts;',
        'An existing network of industrial customers in East China is a plus;',
        'Strong negotiator, resilient under pressure, ready to travel often.',
      ]),
  },
  {
    title: '质检员',
    titleEn: 'QC inspector',
    department: '质量管理部',
    departmentEn: 'Quality Department',
    location: '江苏·苏州',
    locationEn: 'Suzhou, Jiangsu',
    education: '中专及以上',
    educationEn: 'Vocational school or above',
    salary: '6K–8K',
    salaryEn: 'CNY 6k–8k a month',
    headcount: 4,
    open: false,
    age: 40,
    description:
      '<p>负责来料、过程及成品的质量检验工作。</p>' +
      section('岗位职责', [
        '按检验规范完成零部件尺寸与外观检验，做好检验记录；',
        '发现不合格品及时标识、隔离并反馈；',
        '配合质量工程师进行质量问题分析与改进。',
      ]) +
      section('任职要求', [
        '中专及以上学历，能看懂机械图纸；',
        '熟练使用游标卡尺、千分尺等常用量具；',
        '能适应两班倒工作制。',
      ]),
    descriptionEn:
      '<p>Inspect incoming materials, work in progress and finished products.</p>' +
      section('Responsibilities', [
        'Check dimensions and appearance of parts to the inspection standards and keep the records;',
        'Mark, isolate and report non-conforming products at once;',
        'Help the quality engineers analyse and fix quality problems.',
      ]) +
      section('Requirements', [
        'Vocational school or above; able to read mechanical drawings;',
        'Skilled with callipers, micrometers and other common gauges;',
        'Able to work in two shifts.',
      ]),
  },
]

/** Three open positions and a closed one, in both languages. */
export const recruitDemo: DemoContent = {
  key: 'recruit',
  async run({ db, daysAgo }) {
    await db
      .insertInto('bizRecruit')
      .values(
        positions.map(({ open, age, description, descriptionEn, ...p }, i) => ({
          id: newId(),
          ...p,
          description: sanitizeRichText(description),
          descriptionEn: sanitizeRichText(descriptionEn),
          published: open ? 1 : 0,
          sortCode: i + 1,
          createdAt: daysAgo(age),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })),
      )
      .execute()
  },
}
