import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { companyDay, HOUR, isoIn, nowIso } from '../../../core/time.js'

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

/** Sample visits: today's (one already inside), earlier ones come and gone, one cancelled. */
const visits = [
  // [name, phone, company, reason, host id, host name, day offset, from, to, plate, status, inside]
  [
    '周建华',
    '13912340001',
    '江苏恒力机电设备有限公司',
    'MAINTENANCE',
    'user-emp-04',
    '刘洋',
    0,
    '09:00',
    '17:00',
    '苏A7K2M9',
    'APPROVED',
    'IN',
  ],
  [
    '陈思远',
    '13912340002',
    '上海博远咨询有限公司',
    'BUSINESS',
    'user-emp-01',
    '张伟',
    0,
    '14:00',
    '16:30',
    null,
    'APPROVED',
    null,
  ],
  [
    '林晓',
    '13912340003',
    null,
    'INTERVIEW',
    'user-emp-15',
    '胡超',
    1,
    '10:00',
    '11:30',
    null,
    'APPROVED',
    null,
  ],
  [
    '王海涛',
    '13912340004',
    '华东安全技术评价中心',
    'AUDIT',
    'user-emp-08',
    '黄敏',
    -1,
    '08:30',
    '17:30',
    '沪AD35812',
    'APPROVED',
    'OUT',
  ],
  [
    '赵敏',
    '13912340005',
    '顺达物流有限公司',
    'DELIVERY',
    'user-emp-11',
    '徐明',
    -2,
    '07:30',
    '09:00',
    '浙B5Q831',
    'APPROVED',
    'OUT',
  ],
  [
    '孙浩',
    '13912340006',
    '北京智造科技有限公司',
    'INSPECTION',
    'user-emp-19',
    '罗涛',
    -3,
    '09:30',
    '11:00',
    null,
    'CANCELLED',
    null,
  ],
] as const

export const visitDemo: DemoContent = {
  key: 'KRS_VISIT',
  async run({ db }) {
    const now = nowIso()
    await db
      .insertInto('krsVisitRule')
      .values(
        ['MAINTENANCE', 'AUDIT', 'INSPECTION'].map((reason) => ({
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
    for (const [
      i,
      [name, phone, company, reason, hostId, hostName, day, from, to, plate, status, gate],
    ] of visits.entries()) {
      const id = newId()
      const date = companyDay(day)
      const at = (h: number) => isoIn(h * HOUR + day * 24 * HOUR)
      const checkedInAt = gate ? at(-1 - i) : null
      const checkedOutAt = gate === 'OUT' ? at(-i) : null
      const form = {
        visitorName: name,
        phone,
        idType: 'ID_CARD',
        company,
        reason,
        hostUserId: hostId,
        hostName,
        visitStart: `${date} ${from}`,
        visitEnd: `${date} ${to}`,
        companions: i === 0 ? [{ name: '吴刚', phone: '13912340011' }] : [],
        plate,
        safetyAccepted: true,
      }
      await db
        .insertInto('krsVisit')
        .values({
          id,
          openId: `demo-visitor-${i + 1}`,
          status,
          instanceId: null,
          visitorName: name,
          phone,
          idType: 'ID_CARD',
          // Sample numbers: valid check digits, birth dates in the 1980s.
          idNo: [
            '320102198503124515',
            '310104199001015517',
            '110105199212250022',
            '320583198707074011',
            '330106199105203025',
            '110108198811110018',
          ][i]!,
          company,
          reason,
          hostUserId: hostId,
          hostName,
          hostOrgId: null,
          visitStart: form.visitStart,
          visitEnd: form.visitEnd,
          plate,
          passCode: status === 'APPROVED' ? `SAMPLE${String(i + 2).repeat(4)}` : null,
          cancelReason: status === 'CANCELLED' ? '对方行程变更' : null,
          cancelledBy: null,
          checkedInAt,
          checkedOutAt,
          formJson: JSON.stringify(form),
          submittedAt: at(-72),
          finishedAt: at(-70),
          createdAt: at(-72),
          updatedAt: at(-70),
        })
        .execute()
      if (!checkedInAt) continue
      const guard = { guardId: 'user-emp-13', guardName: '马勇' }
      await db
        .insertInto('krsGateLog')
        .values([
          {
            id: newId(),
            kind: 'VISIT',
            refId: id,
            personName: name,
            direction: 'IN',
            at: checkedInAt,
            ...guard,
          },
          ...(checkedOutAt
            ? [
                {
                  id: newId(),
                  kind: 'VISIT',
                  refId: id,
                  personName: name,
                  direction: 'OUT',
                  at: checkedOutAt,
                  ...guard,
                },
              ]
            : []),
        ])
        .execute()
      if (!checkedOutAt)
        await db
          .insertInto('krsGateInside')
          .values({
            passKey: `VISIT:${id}`,
            kind: 'VISIT',
            refId: id,
            personName: name,
            detail: `${company} · ${hostName}`,
            since: checkedInAt,
            guardName: guard.guardName,
          })
          .execute()
    }
  },
}
