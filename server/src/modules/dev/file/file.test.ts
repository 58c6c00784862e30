import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { FileKey, SysBaseKey } from '@portal/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoredObjectMissing, storageEngine } from '../../../core/storage.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { S3RVER_KEY, startS3 } from '../../../test/s3.js'

const BUCKET = 'portal-files'
let s3: Awaited<ReturnType<typeof startS3>>
let s3Url = ''
beforeAll(async () => {
  s3 = await startS3(BUCKET)
  s3Url = s3.url
})
afterAll(() => s3?.close())

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(filename: string, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')
/** A small PDF: enough for magic-byte detection and a viewer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** A Windows executable's header: what a renamed .exe starts with. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)])
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
/** SVGs as drawing programs save them: an XML declaration, a comment, Illustrator's doctype with entities. */
const INKSCAPE_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n' +
    '<svg width="210mm" height="297mm" viewBox="0 0 210 297" xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n',
)
const ILLUSTRATOR_SVG = Buffer.from(
  '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n' +
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n' +
    '\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n]>\n' +
    '<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" x="0px" y="0px" width="16px" height="16px"/>\n',
)

describe.each(engines)('files on $name', (engine) => {
  let t: TestApp
  let png: Buffer
  let token: string
  beforeAll(async () => {
    t = await testApp(engine)
    token = await t.login()
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer()
  })
  afterAll(() => t?.close())

  const send = (name: string, bytes: Buffer, tok = token, lang?: string) => {
    const m = multipart(name, bytes)
    return t.app.inject({
      method: 'POST',
      url: '/api/dev/file/upload',
      payload: m.payload,
      headers: { ...m.headers, token: tok, ...(lang ? { 'accept-language': lang } : {}) },
    })
  }

  async function useEngine(name: 'LOCAL' | 'S3') {
    const set = async (key: string, value: string) =>
      t.app.db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()
    await set(SysBaseKey.fileEngine, name)
    if (name === 'S3') {
      await set(FileKey.s3Endpoint, s3Url)
      await set(FileKey.s3Bucket, BUCKET)
      await set(FileKey.s3AccessKey, S3RVER_KEY)
      await set(FileKey.s3SecretKey, S3RVER_KEY)
      await set(FileKey.s3PathStyle, 'true')
    }
  }
  async function stored(name: 'LOCAL' | 'S3'): Promise<number> {
    if (name === 'LOCAL') {
      const root = path.join(t.app.config.dataDir, 'files')
      if (!fs.existsSync(root)) return 0
      return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length
    }
    const client = new S3Client({
      endpoint: s3Url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    })
    const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    client.destroy()
    return out.KeyCount ?? 0
  }

  describe.each(['LOCAL', 'S3'] as const)('on %s', (storage) => {
    beforeAll(() => useEngine(storage))

    it('stores an image and a PDF, previews, downloads, ranges and thumbnails them with the same bytes', async () => {
      const a = api(t, token)
      for (const [name, bytes, mime] of [
        ['红色.png', png, 'image/png'],
        ['report.pdf', PDF, 'application/pdf'],
      ] as const) {
        const res = await send(name, bytes)
        expect(res.statusCode, res.body).toBe(200)
        const file = res.json().data
        expect(file).toMatchObject({
          name,
          mimeType: mime,
          size: bytes.length,
          engine: storage,
          sha256: sha256(bytes),
        })
        expect(file.bucket).toBe(storage === 'S3' ? BUCKET : 'files')

        const preview = await a.raw('/api/dev/file/preview', { id: file.id })
        expect(preview.statusCode).toBe(200)
        expect(preview.rawPayload.equals(bytes)).toBe(true)
        expect(preview.headers['content-type']).toBe(mime)
        expect(preview.headers['content-disposition']).toMatch(/^inline; /)
        // A signed-in reader's browser keeps the file and asks again with its tag (no `no-store`).
        for (const url of ['preview', 'download']) {
          const first = await a.raw(`/api/dev/file/${url}`, { id: file.id })
          expect(first.headers['cache-control'], url).toBe('private, no-cache')
          const again = await t.app.inject({
            method: 'GET',
            url: `/api/dev/file/${url}?id=${file.id}`,
            headers: { token, 'if-none-match': String(first.headers.etag) },
          })
          expect([again.statusCode, again.rawPayload.length, again.headers['cache-control']], url).toEqual([
            304,
            0,
            'private, no-cache',
          ])
        }

        const download = await a.raw('/api/dev/file/download', { id: file.id })
        expect(download.rawPayload.equals(bytes)).toBe(true)
        expect(download.headers['content-disposition']).toContain(
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )

        const part = await t.app.inject({
          method: 'GET',
          url: `/api/dev/file/download?id=${file.id}`,
          headers: { token, range: 'bytes=4-99' },
        })
        expect(part.statusCode).toBe(206)
        expect(part.headers['content-range']).toBe(`bytes 4-99/${bytes.length}`)
        expect(part.rawPayload.equals(bytes.subarray(4, 100))).toBe(true)
        const beyond = await t.app.inject({
          method: 'GET',
          url: `/api/dev/file/download?id=${file.id}`,
          headers: { token, range: `bytes=${bytes.length + 10}-` },
        })
        expect(beyond.statusCode).toBe(416)

        // <img src> and links send the session in the link cookie; a token in the query is not read.
        const byCookie = await t.app.inject({
          method: 'GET',
          url: `/api/dev/file/preview?id=${file.id}`,
          headers: { cookie: `portal_link=${token}` },
        })
        expect(byCookie.rawPayload.equals(bytes)).toBe(true)
        const byQuery = await t.app.inject({
          method: 'GET',
          url: `/api/dev/file/preview?id=${file.id}&token=${token}`,
        })
        expect(byQuery.statusCode).toBe(401)
      }
      const images = await a.get('/api/dev/file/page', { mimeType: 'image/png', engine: storage })
      const id = images.data.records[0].id
      const thumb = await a.raw('/api/dev/file/thumbnail', { id })
      expect(thumb.headers['content-type']).toBe('image/webp')
      const meta = await sharp(thumb.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 180])
      // The browser keeps it: asked again with its tag, it is not made again.
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/dev/file/thumbnail?id=${id}`,
        headers: { token, 'if-none-match': String(thumb.headers.etag) },
      })
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0])
      expect(thumb.headers['cache-control']).toBe('private, no-cache')
      const pdfId = (await a.get('/api/dev/file/page', { mimeType: 'application/pdf', engine: storage })).data
        .records[0].id
      expect((await a.get('/api/dev/file/thumbnail', { id: pdfId })).code).toBe(404)
    })

    it('refuses an executable named .png and a file over the size limit, leaving no record and no object', async () => {
      const before = await dataCounts(t.app)
      const objects = await stored(storage)
      const exe = await send('photo.png', EXE)
      expect(exe.statusCode).toBe(415)
      expect(exe.json().msg).toBe('不允许的文件类型（按内容识别为 application/x-msdownload）')
      const en = await send('photo.png', EXE, token, 'en')
      expect(en.json().msg).toBe('File type not allowed (its content is application/x-msdownload)')

      await t.app.db
        .updateTable('devConfig')
        .set({ configValue: '1' })
        .where('configKey', '=', FileKey.maxSizeMb)
        .execute()
      // Over 1 MB, with a valid PNG head: refused while streaming, after part of it was stored.
      const big = Buffer.concat([png, randomBytes(1024 * 1024 + 200_000)])
      const res = await send('big.png', big)
      expect(res.statusCode).toBe(413)
      expect(res.json().msg).toBe('文件超过大小上限 1 MB')
      await t.app.db
        .updateTable('devConfig')
        .set({ configValue: '10' })
        .where('configKey', '=', FileKey.maxSizeMb)
        .execute()

      const none = await t.app.inject({
        method: 'POST',
        url: '/api/dev/file/upload',
        payload: { file: 'x' },
        headers: { token },
      })
      expect(none.statusCode).toBe(400)
      expect(none.json().msg).toContain('multipart/form-data')
      expect(await dataCounts(t.app)).toEqual(before)
      expect(await stored(storage)).toBe(objects)
    })

    it('sends SVG as a sandboxed attachment even for preview', async () => {
      for (const svg of [SVG, INKSCAPE_SVG, ILLUSTRATOR_SVG]) {
        const file = (await send('logo.svg', svg)).json().data
        expect(file.mimeType).toBe('image/svg+xml')
        const res = await api(t, token).raw('/api/dev/file/preview', { id: file.id })
        expect(res.headers['content-disposition']).toMatch(/^attachment; /)
        expect(res.headers['content-security-policy']).toContain('sandbox')
        expect(res.headers['x-content-type-options']).toBe('nosniff')
      }
      // Other XML is still refused by what it is.
      const xml = await send(
        'data.svg',
        Buffer.from('<?xml version="1.0"?>\n<note><to>x</to></note>\n'),
        token,
        'en',
      )
      expect([xml.statusCode, xml.json().msg]).toEqual([
        415,
        'File type not allowed (its content is application/xml)',
      ])
    })

    it('lists by name, type, engine and uploader, counts per engine and type, and deletes bytes with the record', async () => {
      const a = api(t, token)
      const mine = await send('季度报告-2026.pdf', PDF)
      const id = mine.json().data.id
      const found = await a.get('/api/dev/file/page', { searchKey: '报告', engine: storage })
      expect(found.data.records.map((r: { id: string }) => r.id)).toContain(id)
      expect(found.data.records[0].uploaderName).toBeTruthy()
      const admin = found.data.records[0].uploaderId
      expect(
        (await a.get('/api/dev/file/page', { uploaderId: admin, mimeType: 'application/pdf' })).data.total,
      ).toBeGreaterThan(0)
      expect((await a.get('/api/dev/file/page', { uploaderId: 'nobody' })).data.total).toBe(0)
      expect((await a.get('/api/dev/file/page', { sortField: 'size', sortOrder: 'descend' })).code).toBe(200)

      const stats = (await a.get('/api/dev/file/stats')).data
      const byEngine = stats.byEngine.find((r: { engine: string }) => r.engine === storage)
      expect(byEngine.count).toBeGreaterThanOrEqual(4)
      expect(
        stats.byType.find((r: { mimeType: string }) => r.mimeType === 'application/pdf').bytes % PDF.length,
      ).toBe(0)
      expect(stats.total.count).toBe(
        stats.byEngine.reduce((n: number, r: { count: number }) => n + r.count, 0),
      )

      const row = await t.app.db
        .selectFrom('devFile')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect((await a.post('/api/dev/file/delete', [{ id }])).code).toBe(200)
      expect((await a.get('/api/dev/file/detail', { id })).code).toBe(404)
      expect((await a.raw('/api/dev/file/download', { id })).statusCode).toBe(404)
      const eng = await storageEngine(t.app.db, t.app.config.dataDir, storage, row.bucket)
      await expect(eng.get(row.storageKey)).rejects.toBeInstanceOf(StoredObjectMissing)

      const log = await t.app.db
        .selectFrom('devLog')
        .select(['name', 'paramJson'])
        .where('reqUrl', 'in', ['/api/dev/file/upload', '/api/dev/file/delete'])
        .where('exeStatus', '=', 'SUCCESS')
        .execute()
      expect(log.some((r) => r.name.startsWith('Delete files') && r.paramJson?.includes(id))).toBe(true)
      expect(log.some((r) => r.name.startsWith('Upload') && r.paramJson?.includes('季度报告-2026.pdf'))).toBe(
        true,
      )
    })

    it('lets the uploader and files-page holders read a file, anyone a public one, nobody else', async () => {
      const file = (await send('private.png', png)).json().data
      await t.createUser(`reader${storage}`, 'Reader#123')
      const other = await t.login(`reader${storage}`, 'Reader#123')
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/file/preview?id=${file.id}`,
        headers: { token: other },
      })
      expect(res.statusCode).toBe(403)
      const anon = await t.app.inject({ method: 'GET', url: `/api/dev/file/download?id=${file.id}` })
      expect(anon.statusCode).toBe(401)
      await t.app.db.updateTable('devFile').set({ isPublic: 1 }).where('id', '=', file.id).execute()
      const pub = await t.app.inject({ method: 'GET', url: `/api/dev/file/download?id=${file.id}` })
      expect(pub.rawPayload.equals(png)).toBe(true)
      if (storage === 'S3') {
        // With a public URL prefix, a public file's preview is read from there.
        await t.app.db
          .updateTable('devConfig')
          .set({ configValue: 'https://cdn.example.com/files/' })
          .where('configKey', '=', FileKey.s3PublicUrl)
          .execute()
        const moved = await t.app.inject({ method: 'GET', url: `/api/dev/file/preview?id=${file.id}` })
        expect(moved.statusCode).toBe(302)
        expect(moved.headers.location).toBe(`https://cdn.example.com/files/${file.storageKey}`)
        await t.app.db
          .updateTable('devConfig')
          .set({ configValue: '' })
          .where('configKey', '=', FileKey.s3PublicUrl)
          .execute()
      }
    })

    it('stores the site logo as a public file whose URL needs no login', async () => {
      const logo = (name: string, bytes: Buffer) => {
        const m = multipart(name, bytes)
        return t.app.inject({
          method: 'POST',
          url: '/api/dev/config/uploadLogo',
          payload: m.payload,
          headers: { ...m.headers, token },
        })
      }
      const url = (await logo('logo.svg', SVG)).json().data as string
      expect(url).toMatch(/^\/api\/dev\/file\/preview\?id=[0-9a-f]{32}$/)
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.rawPayload.equals(SVG)).toBe(true)
      // As Inkscape saves it (an XML declaration first): a logo too.
      const inkscape = await logo('logo.svg', INKSCAPE_SVG)
      expect(inkscape.json().code, inkscape.body).toBe(200)
      const refused = await logo('logo.png', EXE)
      expect(refused.statusCode).toBe(415)
    })
  })
})
