import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { companyDay, companyMinute, DAY, fromCompanyMinute, HOUR, isoIn, nowIso } from '../../../core/time.js'

const NOTICE_ZH = `进入厂区前，请阅读并遵守以下安全须知：
1. 全程佩戴访客证，在被访人陪同下活动，不得进入与来访事由无关的区域。
2. 生产区域必须佩戴安全帽、穿防护鞋，禁止穿拖鞋、短裤进入。
3. 厂区内严禁吸烟和使用明火；手机不得在防爆区域使用。
4. 车辆限速 15 km/h，按指定路线行驶并停放在访客停车区。
5. 未经许可不得拍照、录像，不得触碰设备和阀门。
6. 遇到警报，听从现场人员指挥，沿疏散标志撤离至集合点。`

const NOTICE_EN = `Before entering the site, read and follow these safety rules:
1. Wear your visitor badge at all times and stay with your host; do not enter areas unrelated to your visit.
2. Hard hats and safety shoes are required in production areas; no slippers or shorts.
3. No smoking or open flames anywhere on site; no phones in explosion-proof zones.
4. Drive at 15 km/h at most, follow the marked route and park in the visitor car park.
5. No photos or video without permission; do not touch equipment or valves.
6. When the alarm sounds, follow the staff's instructions and leave by the evacuation signs to the assembly point.`

const HOSTS: Record<string, [string, string]> = {
  'user-emp-04': ['刘洋', 'org-production'],
  'user-emp-01': ['张伟', 'org-office'],
  'user-emp-15': ['胡超', 'org-it'],
  'user-emp-08': ['黄敏', 'org-safety'],
  'user-emp-11': ['徐明', 'org-logistics'],
  'user-emp-19': ['罗涛', 'org-root'],
}

interface Sample {
  name: string
  company: string | null
  reason: string
  host: string
  /** Company wall-clock minutes. */
  start: string
  end: string
  plate: string | null
  status: 'APPROVED' | 'CANCELLED'
  /** Instants at the gate, if any. */
  inAt?: string
  outAt?: string
}

/**
 * Sample visits around the moment of installing: one inside now, one later today, one tomorrow,
 * two come and gone on earlier days, one cancelled.
 */
function samples(): Sample[] {
  const day = (d: number, hm: string) => `${companyDay(d)} ${hm}`
  const at = (minute: string, plusMinutes = 0) =>
    isoIn(plusMinutes * 60_000, Date.parse(fromCompanyMinute(minute)))
  return [
    {
      name: '周建华',
      company: '江苏恒力机电设备有限公司',
      reason: 'MAINTENANCE',
      host: 'user-emp-04',
      start: companyMinute(-2 * HOUR),
      end: companyMinute(6 * HOUR),
      plate: '苏A7K2M9',
      status: 'APPROVED',
      inAt: isoIn(-HOUR),
    },
    {
      name: '陈思远',
      company: '上海博远咨询有限公司',
      reason: 'BUSINESS',
      host: 'user-emp-01',
      start: companyMinute(2 * HOUR),
      end: companyMinute(4 * HOUR),
      plate: null,
      status: 'APPROVED',
    },
    {
      name: '林晓',
      company: null,
      reason: 'INTERVIEW',
      host: 'user-emp-15',
      start: day(1, '10:00'),
      end: day(1, '11:30'),
      plate: null,
      status: 'APPROVED',
    },
    {
      name: '王海涛',
      company: '华东安全技术评价中心',
      reason: 'AUDIT',
      host: 'user-emp-08',
      start: day(-1, '08:30'),
      end: day(-1, '17:30'),
      plate: '沪AD35812',
      status: 'APPROVED',
      inAt: at(day(-1, '08:30'), 20),
      outAt: at(day(-1, '16:45')),
    },
    {
      name: '赵敏',
      company: '顺达物流有限公司',
      reason: 'DELIVERY',
      host: 'user-emp-11',
      start: day(-2, '07:30'),
      end: day(-2, '09:00'),
      plate: '浙B5Q831',
      status: 'APPROVED',
      inAt: at(day(-2, '07:30'), 10),
      outAt: at(day(-2, '08:35')),
    },
    {
      name: '孙浩',
      company: '北京智造科技有限公司',
      reason: 'INSPECTION',
      host: 'user-emp-19',
      start: day(-3, '09:30'),
      end: day(-3, '11:00'),
      plate: null,
      status: 'CANCELLED',
    },
  ]
}

/** Sample numbers: valid check digits, birth dates in the 1980s and 1990s. */
const ID_NOS = [
  '320102198503124515',
  '310104199001015517',
  '110105199212250022',
  '320583198707074011',
  '330106199105203025',
  '110108198811110018',
]
const NOTICE_REASONS = ['MAINTENANCE', 'AUDIT', 'INSPECTION']

export const visitDemo: DemoContent = {
  key: 'KRS_VISIT',
  async run({ db }) {
    const now = nowIso()
    await db
      .insertInto('krsVisitRule')
      .values(
        NOTICE_REASONS.map((reason) => ({
          reason,
          safety: 'NOTICE',
          updatedAt: now,
        })),
      )
      .execute()
    await db
      .insertInto('krsVisitNotice')
      .values([
        { lang: 'zh-cn', content: NOTICE_ZH, updatedAt: now },
        { lang: 'en', content: NOTICE_EN, updatedAt: now },
      ])
      .execute()
    for (const [i, v] of samples().entries()) {
      const id = newId()
      const [hostName, hostOrgId] = HOSTS[v.host]!
      const phone = `1391234000${i + 1}`
      const created = isoIn(-3 * DAY - (i + 1) * HOUR)
      const decided = isoIn(HOUR, Date.parse(created))
      const accepted = NOTICE_REASONS.includes(v.reason)
      const form = {
        visitorName: v.name,
        phone,
        idType: 'ID_CARD',
        idNo: ID_NOS[i],
        company: v.company,
        reason: v.reason,
        hostUserId: v.host,
        hostName,
        visitStart: v.start,
        visitEnd: v.end,
        companions: i === 0 ? [{ name: '吴刚', phone: '13912340011' }] : [],
        plate: v.plate,
        safetyAccepted: accepted,
        safetyAcceptedAt: accepted ? created : null,
      }
      await db
        .insertInto('krsVisit')
        .values({
          id,
          openId: `demo-visitor-${i + 1}`,
          status: v.status,
          instanceId: null,
          visitorName: v.name,
          phone,
          idType: 'ID_CARD',
          idNo: ID_NOS[i]!,
          company: v.company,
          reason: v.reason,
          hostUserId: v.host,
          hostName,
          hostOrgId,
          visitStart: v.start,
          visitEnd: v.end,
          plate: v.plate,
          passCode: v.status === 'APPROVED' ? `SAMPLE${String(i + 2).repeat(4)}` : null,
          cancelReason: v.status === 'CANCELLED' ? '对方行程变更' : null,
          cancelledBy: null,
          checkedInAt: v.inAt ?? null,
          checkedOutAt: v.outAt ?? null,
          formJson: JSON.stringify(form),
          submittedAt: created,
          finishedAt: decided,
          createdAt: created,
          updatedAt: decided,
        })
        .execute()
      if (!v.inAt) continue
      const guard = {
        guardId: 'user-emp-13',
        guardName: '马勇',
        kind: 'VISIT',
        refId: id,
        personName: v.name,
      }
      await db
        .insertInto('krsGateLog')
        .values([
          { id: newId(), direction: 'IN', at: v.inAt, ...guard },
          ...(v.outAt ? [{ id: newId(), direction: 'OUT', at: v.outAt, ...guard }] : []),
        ])
        .execute()
      if (!v.outAt)
        await db
          .insertInto('krsGateInside')
          .values({
            passKey: `VISIT:${id}`,
            kind: 'VISIT',
            refId: id,
            personName: v.name,
            detail: [v.company, hostName].filter(Boolean).join(' · '),
            since: v.inAt,
            guardName: guard.guardName,
          })
          .execute()
    }
  },
}
