import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { S3RVER_KEY, startS3 } from '../../server/src/test/s3'
import { confirmPop, loginAdmin, row, toast } from './admin-helpers'
import { expect, serverSees, setConfig, sql, test } from './fixtures'

const BUCKET = 'portal-e2e'
let s3: Awaited<ReturnType<typeof startS3>>

test.beforeAll(async () => {
  s3 = await startS3(BUCKET)
})
test.afterAll(async () => {
  setConfig('SNOWY_SYS_DEFAULT_FILE_ENGINE', 'LOCAL')
  await s3?.close()
})

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex')

/** A 3×2 red PNG, as bytes, so the test needs no image library. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000001049444154089963b8606000410c7016004b140721832ce78e0000000049454e44ae426082',
  'hex',
)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)])

/** The bytes the page itself reads from a URL it shows (the session goes in its cookie, not the URL). */
const bytesAt = (page: Page, url: string) =>
  page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), url)

async function uploadFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.getByTestId('file-upload').click()
  await page.getByTestId('file-dropzone').locator('input[type=file]').setInputFiles(files)
}

for (const engine of ['LOCAL', 'S3'] as const) {
  test(`files on ${engine}: an image and a PDF preview and download with the same bytes; an .exe named .png is refused`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    setConfig('SNOWY_SYS_DEFAULT_FILE_ENGINE', engine)
    if (engine === 'S3') {
      setConfig('SNOWY_FILE_S3_ENDPOINT', s3.url)
      setConfig('SNOWY_FILE_S3_BUCKET', BUCKET)
      setConfig('SNOWY_FILE_S3_ACCESS_KEY', S3RVER_KEY)
      setConfig('SNOWY_FILE_S3_SECRET_KEY', S3RVER_KEY)
      setConfig('SNOWY_FILE_S3_PATH_STYLE', 'true')
    }
    await serverSees()
    const stamp = `${engine.toLowerCase()}${Date.now().toString(36).slice(-4)}`
    const png = `图片-${stamp}.png`
    const pdf = `report-${stamp}.pdf`
    // Every request of the page and of the tabs it opens: none may carry the session's token.
    const urls: string[] = []
    page.context().on('request', (r) => urls.push(r.url()))
    await loginAdmin(page)
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
    expect(token.length).toBeGreaterThan(20)
    await page.goto('/dev/file')
    await uploadFiles(page, [
      { name: png, mimeType: 'image/png', buffer: PNG },
      { name: pdf, mimeType: 'application/pdf', buffer: PDF },
    ])
    await expect(toast(page).filter({ hasText: `“${png}”已上传` })).toBeVisible()
    await expect(toast(page).filter({ hasText: `“${pdf}”已上传` })).toBeVisible()
    // Refused by content, though its name and the browser call it a PNG.
    await page
      .getByTestId('file-dropzone')
      .locator('input[type=file]')
      .setInputFiles({
        name: `setup-${stamp}.png`,
        mimeType: 'image/png',
        buffer: EXE,
      })
    await expect(
      toast(page).filter({ hasText: '不允许的文件类型（按内容识别为 application/x-msdownload）' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    const stored = sql<{ name: string; engine: string; sha256: string }>(
      'SELECT name, engine, sha256 FROM dev_file WHERE name LIKE ? ORDER BY mime_type',
      `%${stamp}%`,
    )
    expect(stored).toEqual([
      { name: pdf, engine, sha256: sha(PDF) },
      { name: png, engine, sha256: sha(PNG) },
    ])
    if (engine === 'S3') expect(fs.readdirSync(s3.dir, { recursive: true }).length).toBeGreaterThan(0)

    await expect(row(page, png)).toContainText(engine)
    // The image: previewed in the page, the same bytes; the thumbnail drawn.
    await page.getByTestId(`file-preview-${png}`).click()
    const img = page.getByTestId('file-preview-image')
    await expect(img).toBeVisible()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(3)
    const src = (await img.getAttribute('src'))!
    expect(sha(Buffer.from(await bytesAt(page, src)))).toBe(sha(PNG))
    // Opened in a tab of its own, as a link does: shown there too.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((u) => void window.open(u, '_blank'), src),
    ])
    await expect.poll(() => tab.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(3)
    await tab.close()
    await page.keyboard.press('Escape')
    await expect
      .poll(() =>
        row(page, png)
          .locator('img')
          .evaluate((el: HTMLImageElement) => el.naturalWidth),
      )
      .toBe(3)

    // The PDF: shown in a frame, the same bytes.
    await page.getByTestId(`file-preview-${pdf}`).click()
    const frame = page.getByTestId('file-preview-pdf')
    await expect(frame).toBeVisible()
    expect(sha(Buffer.from(await bytesAt(page, (await frame.getAttribute('src'))!)))).toBe(sha(PDF))
    await page.keyboard.press('Escape')

    // Downloads: saved under their names with the same bytes.
    for (const [name, bytes] of [
      [png, PNG],
      [pdf, PDF],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`file-download-${name}`).click(),
      ])
      expect(download.suggestedFilename()).toBe(name)
      // The browser fetches a download itself, outside the page's requests.
      urls.push(download.url())
      expect(sha(fs.readFileSync(await download.path()))).toBe(sha(bytes))
    }

    // Search by name and type; the figures count the engine.
    await expect(page.getByTestId('file-stats')).toContainText(engine)
    await page.locator('.search-panel input, form input').first().fill(stamp)
    await page.getByRole('button', { name: /查\s?询/ }).click()
    await expect(page.locator('.ant-table-row')).toHaveCount(2)

    await page.getByTestId(`file-delete-${pdf}`).click()
    await confirmPop(page)
    await expect(page.locator('.ant-table-row', { hasText: pdf })).toHaveCount(0)
    expect(sql('SELECT id FROM dev_file WHERE name = ?', pdf)).toEqual([])
    expect(
      sql<{ name: string }>("SELECT name FROM dev_log WHERE req_url = '/api/dev/file/delete'").length,
    ).toBeGreaterThan(0)

    for (const kind of ['preview', 'download', 'thumbnail'])
      expect(urls.filter((u) => u.includes(`/api/dev/file/${kind}?`)).length, kind).toBeGreaterThan(0)
    expect(urls.filter((u) => u.includes(token))).toEqual([])
  })
}
