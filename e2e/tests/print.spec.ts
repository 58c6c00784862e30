import type { Page, Response } from '@playwright/test'
import sharp from 'sharp'
import { readPdf } from '../../server/src/test/pdf'
import { loginAdmin, row } from './admin-helpers'
import { expect, sql, test } from './fixtures'

/**
 * Print templates (issue 28): the administrator designs the goods release permit's template — the
 * permit's number as text and as a QR code, the applicant, the goods table, the approver's name and
 * handwritten signature — previews it with the sample data, saves it, and prints an approved permit
 * from its page: a PDF whose Chinese text a reader extracts, whose QR code decodes to the permit's
 * number, and which carries the signature; the print log says so.
 */

const pdfOf = async (res: Response) => readPdf(new Uint8Array(await res.body()))

/** Places the document field `key` as `kind` from the designer's field list. */
async function place(page: Page, key: string, kind: string) {
  await page.getByTestId(`print-place-${key}-${kind}`).click()
}

test('a goods release template with QR code and signature is designed, previewed and prints a permit', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // An approved permit (sample content) whose approver, 刘洋, has a handwritten signature on file.
  const [permit] = sql<{ id: string; permit_no: string }>(
    "SELECT id, permit_no FROM weigh_permit WHERE status = 'APPROVED' AND applicant_name = '孙立新'",
  )
  expect(permit?.permit_no).toBeTruthy()
  const ink = await sharp({ create: { width: 160, height: 50, channels: 4, background: '#00000000' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="160" height="50"><path d="M6 38 Q 40 2 80 30 T 154 16" stroke="#123" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()
  sql(
    "UPDATE sys_user SET signature = ? WHERE id = 'user-emp-04'",
    `data:image/png;base64,${ink.toString('base64')}`,
  )
  const now = new Date().toISOString()
  sql('UPDATE weigh_permit SET instance_id = ? WHERE id = ?', 'e2e-print-instance', permit!.id)
  sql(
    "INSERT INTO flow_history (id, instance_id, node_name, action, actor_side, actor_id, actor_name, created_at) VALUES ('e2e-print-h1', 'e2e-print-instance', '责任人确认', 'APPROVE', 'B', 'user-emp-04', '刘洋', ?)",
    now,
  )

  await loginAdmin(page)
  await page.goto('/dev/printTemplate')
  await page.getByTestId('print-template-add').click()
  const editor = page.getByTestId('print-template-editor')
  await editor.getByTestId('print-template-name').fill('放行单（标准）')
  await editor.getByTestId('print-template-type').click()
  await page.getByTitle('物资放行单', { exact: true }).click()
  // The designer is ready when the title heading is on the page.
  await expect(page.getByTestId('print-designer').getByText('物资放行单').first()).toBeVisible({
    timeout: 30_000,
  })
  await place(page, 'permitNo', 'text')
  await place(page, 'permitNo', 'qrcode')
  await place(page, 'applicantName', 'text')
  await place(page, 'lines', 'table')
  await place(page, 'approverName', 'text')
  await place(page, 'approverSignature', 'image')

  // The preview fills the layout with the sample data.
  const [preview] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/dev/printTemplate/preview')),
    editor.getByTestId('print-template-preview').click(),
  ])
  expect(preview.status()).toBe(200)
  const sample = await pdfOf(preview)
  expect(sample.text).toContain('物资放行单')
  expect(sample.text).toContain('三相异步电机')
  expect(sample.qr).toEqual(['GR20261129000123'])
  await expect(page.getByTestId('print-template-preview-frame')).toBeVisible()
  await page.locator('.ant-modal-close').last().click()

  await editor.getByTestId('print-template-save').click()
  await expect(editor).toBeHidden()
  await expect(row(page, '放行单（标准）')).toContainText('默认')

  // Printing the approved permit from its page.
  await page.goto('/weigh/permit')
  await page.getByTestId('permit-name-孙立新').click()
  const [printed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/dev/printTemplate/print/goodsRelease')),
    page.getByTestId('permit-detail-print').click(),
  ])
  expect(printed.status()).toBe(200)
  const pdf = await pdfOf(printed)
  expect(pdf.text).toContain('物资放行单')
  expect(pdf.text).toContain(permit!.permit_no)
  expect(pdf.text).toContain('孙立新')
  expect(pdf.text).toContain('轻薄废钢')
  expect(pdf.text).toContain('刘洋')
  expect(pdf.qr).toEqual([permit!.permit_no])
  // The QR code and the approver's signature.
  expect(pdf.images).toBe(2)
  await expect(page.locator('#pdf-print-frame')).toHaveCount(1)

  await page.goto('/dev/printTemplate')
  await page.getByRole('tab', { name: '打印记录' }).click()
  await expect(row(page, permit!.permit_no)).toContainText('放行单（标准）')
})
