import { randomInt } from 'node:crypto'
import { permitWeight } from '@portal/contracts'
import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { companyDay, nowIso } from '../../../core/time.js'
import { vehicleDocNo } from '../record/vehicleDocs.js'

/** A few permits on a fresh installation: one approved for today, one for the day after tomorrow, one rejected. */
export const permitDemo: DemoContent = {
  key: 'WEIGH_PERMIT',
  async run({ db, daysAgo }) {
    const permits = [
      {
        applicant: '孙立新',
        reason: 'SCRAP_SALE',
        plate: '苏EF2741',
        // Today: the README's walk weighs it on the demo bridge right after the first start.
        exit: `${companyDay()} 16:00`,
        status: 'APPROVED',
        lines: [{ materialNo: '100000102', name: '轻薄废钢', quantity: 8, unit: 't', weight: 8000 }],
      },
      {
        applicant: '周婷',
        reason: 'REPAIR',
        plate: null,
        exit: `${companyDay(2)} 14:00`,
        status: 'APPROVED',
        lines: [{ materialNo: null, name: '空压机电机 55kW', quantity: 1, unit: '台', weight: null }],
      },
      {
        applicant: '钱国强',
        reason: 'LOAN',
        plate: '苏E9K215',
        exit: `${companyDay(1)} 10:30`,
        status: 'REJECTED',
        lines: [{ materialNo: null, name: '液压叉车', quantity: 1, unit: '台', weight: 2600 }],
      },
    ]
    for (const [i, p] of permits.entries()) {
      const form = {
        applicantName: p.applicant,
        orgId: 'org-production',
        responsibleUserId: 'user-emp-04',
        responsibleName: '刘洋',
        reason: p.reason,
        lines: p.lines,
        plate: p.plate,
        exitAt: p.exit,
        photos: [],
      }
      await db
        .insertInto('weighPermit')
        .values({
          id: newId(),
          openId: `demo-goods-${i + 1}`,
          status: p.status,
          instanceId: null,
          permitNo: p.status === 'APPROVED' ? vehicleDocNo('GR', randomInt) : null,
          applicantName: p.applicant,
          orgId: 'org-production',
          orgName: '生产运营部',
          responsibleUserId: 'user-emp-04',
          reason: p.reason,
          plate: p.plate,
          exitAt: p.exit,
          lineCount: p.lines.length,
          expectedWeight: permitWeight(p.lines),
          progress: p.status === 'APPROVED' ? 'OPEN' : null,
          weighedNet: null,
          weighRecordId: null,
          leftAt: null,
          formJson: JSON.stringify(form),
          submittedAt: daysAgo(1),
          finishedAt: nowIso(),
          createdAt: daysAgo(1),
          updatedAt: null,
        })
        .execute()
    }
  },
}
