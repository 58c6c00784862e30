import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'

type Q = [
  type: string,
  category: string,
  difficulty: number,
  stem: string,
  options: string[],
  answer: string,
  analysis?: string,
]

/** A small bank a newcomer can draw from. */
const BANK: Q[] = [
  [
    'SINGLE',
    'SAFETY',
    1,
    '进入生产区域必须佩戴的基本防护用品是？',
    ['安全帽', '太阳镜', '手表', '耳机'],
    'A',
    '进入生产区域一律佩戴安全帽。',
  ],
  ['SINGLE', 'SAFETY', 1, '厂区内机动车限速为每小时多少公里？', ['5', '15', '30', '60'], 'B'],
  [
    'SINGLE',
    'SAFETY',
    2,
    '发现有人触电，首先应当？',
    ['用手把人拉开', '切断电源', '拨打电话后等待', '泼水降温'],
    'B',
    '先断电，再施救。',
  ],
  ['JUDGE', 'SAFETY', 1, '厂区内可以在非吸烟区吸烟，只要注意安全即可。', [], 'F'],
  ['JUDGE', 'SAFETY', 1, '发生事故后应立即向现场负责人报告。', [], 'T'],
  [
    'MULTIPLE',
    'SAFETY',
    2,
    '以下哪些属于“三违”行为？',
    ['违章指挥', '违章作业', '违反劳动纪律', '按规程操作'],
    'A,B,C',
  ],
  ['SINGLE', 'FIRE', 1, '火警电话是？', ['110', '119', '120', '122'], 'B'],
  [
    'SINGLE',
    'FIRE',
    2,
    '电气设备着火时，不能使用哪种灭火器？',
    ['二氧化碳', '干粉', '泡沫（水基）', '七氟丙烷'],
    'C',
    '水基泡沫导电，不能用于带电设备。',
  ],
  ['JUDGE', 'FIRE', 1, '消防通道内可以临时堆放物料。', [], 'F'],
  ['FILL', 'FIRE', 2, '使用灭火器时，应对准火焰的____部喷射。', [], '根|根部', '对准火焰根部。'],
  [
    'MULTIPLE',
    'FIRE',
    2,
    '火灾逃生时正确的做法有？',
    ['用湿毛巾捂住口鼻', '弯腰低姿前进', '乘坐电梯', '沿疏散指示方向撤离'],
    'A,B,D',
  ],
  [
    'SINGLE',
    'ELECTRICAL',
    2,
    '临时用电线路应由谁来架设？',
    ['任何作业人员', '持证电工', '项目负责人', '安全员'],
    'B',
  ],
  ['JUDGE', 'ELECTRICAL', 1, '临时用电必须办理临时用电作业票。', [], 'T'],
  [
    'SINGLE',
    'HAZARD',
    2,
    '高处作业是指在坠落高度基准面多少米以上有可能坠落的高处进行的作业？',
    ['1', '2', '3', '5'],
    'B',
  ],
  [
    'MULTIPLE',
    'HAZARD',
    3,
    '进入受限空间作业前必须做到？',
    ['办理作业票', '通风并检测气体', '设专人监护', '单人进入以节省时间'],
    'A,B,C',
  ],
  ['JUDGE', 'HAZARD', 2, '动火作业前必须清除周围易燃物并配备灭火器材。', [], 'T'],
  ['FILL', 'HAZARD', 3, '动火作业结束后，监护人应确认现场无____后方可离开。', [], '火种|余火|遗留火种'],
  ['SINGLE', 'PPE', 1, '在噪声超过 85 分贝的区域作业应佩戴？', ['口罩', '耳塞或耳罩', '护目镜', '手套'], 'B'],
  ['JUDGE', 'PPE', 1, '安全带应“高挂低用”。', [], 'T'],
  [
    'SINGLE',
    'RULES',
    1,
    '外来人员进入厂区应当？',
    ['直接进入', '登记并由接待人陪同', '跟随车辆进入', '从侧门进入'],
    'B',
  ],
  ['JUDGE', 'RULES', 1, '承包商人员可以进入与作业无关的区域参观。', [], 'F'],
  [
    'SINGLE',
    'RULES',
    2,
    '作业结束后应当做到？',
    ['工完料净场地清', '设备保持运行', '留下工具方便下次', '直接离开'],
    'A',
  ],
]

/** The question bank, a published safety paper anyone may take, and an induction paper as a draft. */
export const examDemo: DemoContent = {
  key: 'KRS_EXAM',
  async run({ db, daysAgo }) {
    const at = daysAgo(20)
    await db
      .insertInto('krsExamQuestion')
      .values(
        BANK.map(([type, category, difficulty, stem, options, answer, analysis], i) => ({
          id: `demo-exam-q${String(i + 1).padStart(2, '0')}`,
          type,
          category,
          difficulty,
          stem,
          optionsJson: JSON.stringify(options.map((text, k) => ({ key: 'ABCDEFGH'[k], text }))),
          answer,
          analysis: analysis ?? null,
          enabled: 1,
          createdAt: at,
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })),
      )
      .execute()
    const paper = (p: {
      name: string
      description: string
      purpose: string
      audience: string
      status: string
      rules: Array<{ category: string; difficulty: null; type: null; count: number; points: number }>
      passMark: number
    }) => {
      const total = p.rules.reduce((s, r) => s + r.count * r.points, 0)
      return {
        id: newId(),
        name: p.name,
        description: p.description,
        purpose: p.purpose,
        audience: p.audience,
        mode: 'RANDOM',
        timeLimit: 20,
        passMark: p.passMark,
        totalPoints: total,
        questionCount: p.rules.reduce((s, r) => s + r.count, 0),
        maxAttempts: 0,
        validDays: 365,
        showAnswers: 1,
        status: p.status,
        rulesJson: JSON.stringify(p.rules),
        itemsJson: '[]',
        attemptCount: 0,
        submittedCount: 0,
        passedCount: 0,
        scoreSum: 0,
        createdAt: at,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      }
    }
    const rule = (category: string, count: number, points: number) => ({
      category,
      difficulty: null,
      type: null,
      count,
      points,
    })
    await db
      .insertInto('krsExamPaper')
      .values([
        paper({
          name: '厂区安全知识考试',
          description: '全体员工与来访人员的年度安全知识考试，20 分钟，80 分合格。',
          purpose: 'GENERAL',
          audience: 'ALL',
          status: 'PUBLISHED',
          rules: [rule('SAFETY', 4, 10), rule('FIRE', 3, 10), rule('RULES', 3, 10)],
          passMark: 80,
        }),
        paper({
          name: '承包商入场安全培训考试',
          description: '承包商作业人员入场前必须通过；发布后，入场作业申请会检查每位作业人员的合格记录。',
          purpose: 'WORK_INDUCTION',
          audience: 'CLIENT',
          status: 'DRAFT',
          rules: [
            rule('SAFETY', 3, 10),
            rule('HAZARD', 3, 10),
            rule('ELECTRICAL', 2, 10),
            rule('PPE', 2, 10),
          ],
          passMark: 80,
        }),
      ])
      .execute()
  },
}
