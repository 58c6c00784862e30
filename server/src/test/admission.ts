import sharp from 'sharp'
import { expect } from 'vitest'
import { hashPassword } from '../core/crypto.js'
import type { Admitted } from '../modules/krs/contractor/service.js'
import { multipart } from './content.js'
import { api, type TestApp } from './harness.js'

/** What the contractor-admission tests share: valid identity numbers and a phone upload. */

/** A valid ID-card number born on `birth` (YYYYMMDD) with sequence `seq`. */
export function idCard(birth: string, seq: number): string {
  const body = `110105${birth}${String(seq).padStart(3, '0')}`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * w[i]!
  return body + '10X98765432'[sum % 11]
}

/** A valid unified social credit code ending its body with `n`. */
export function creditCode(n: number): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY'
  const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
  const body = `91110105MA${String(n).padStart(7, '0')}`
  let sum = 0
  for (let i = 0; i < 17; i++) sum += chars.indexOf(body[i]!) * w[i]!
  return body + chars[(31 - (sum % 31)) % 31]
}

/** A small PNG uploaded from a phone by the C-side session `token`; returns its file id. */
export async function uploadAs(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  const m = await multipart('licence.png', png)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/c/upload',
    payload: m.payload,
    headers: { ...m.headers, token },
  })
  const body = res.json()
  expect(body.code).toBe(200)
  return body.data.id as string
}

/** A sample employee (`user-emp-..`) signed in with a known password, as the approvers of these tests. */
export async function staffAs(t: TestApp, id: string, password = 'Krs#Pass2026') {
  const u = await t.app.db
    .selectFrom('sysUser')
    .select('account')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  await t.app.db
    .updateTable('sysUser')
    .set({ passwordHash: await hashPassword(password), passwordMustChange: 0 })
    .where('id', '=', id)
    .execute()
  return api(t, await t.login(u.account, password))
}

/** An approved application's company as the approval hands it over (no phone round trip needed here). */
export const admittedCompany = (n: number, over: Partial<Admitted> = {}): Admitted => ({
  admissionId: `adm-${n}`,
  openId: `open-${n}`,
  name: `承包单位${n}`,
  creditCode: creditCode(100 + n),
  legalRep: '王建国',
  address: '北京市朝阳区建国路 1 号',
  contactName: '李工',
  contactPhone: `1391234${String(n).padStart(4, '0')}`,
  hostOrgId: 'org-production',
  scope: '管道安装',
  insuranceCompany: null,
  insurancePolicyNo: null,
  insuranceExpiry: null,
  docs: [
    {
      docType: 'BUSINESS_LICENSE',
      docNo: `BL-${n}`,
      issueDate: null,
      expiryDate: '2035-12-31',
      fileId: 'f1',
    },
  ],
  persons: [
    {
      name: '张三',
      idCard: idCard('19850312', n),
      phone: '13800001111',
      jobType: 'WELDER',
      certType: 'HOT_WORK',
      certNo: `T-${n}`,
      certExpiry: '2030-06-30',
      certPhotoId: 'f2',
    },
  ],
  ...over,
})
