import { Readable } from 'node:stream'
import { CONTENT_IMAGE_MAX_BYTES, IMAGE_MIMES } from '@portal/contracts'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { DB } from '../db/schema.js'
import { storeFile } from './files.js'
import { newId } from './ids.js'
import { nowIso } from './time.js'

/**
 * Sample content a module writes on an installation's first start (a module's `module.ts` hands them in),
 * so a fresh `npm start` shows a finished site. Each runs once, in one transaction, and leaves a
 * marker in dev_config (category DEMO): content an administrator deletes does not come back.
 * `DEMO_CONTENT=off` skips them (the tests do, unless a test asks).
 */
export interface DemoContent {
  /** Unique; the marker is `DEMO_<key>`. */
  key: string
  run(ctx: DemoContext): Promise<void>
}

export interface DemoContext {
  /** The transaction to write in. */
  db: Kysely<DB>
  /** Renders an SVG drawing to a JPEG and stores it as a public content image; answers its file id. */
  image(name: string, svg: string): Promise<string>
  /** An ISO instant `daysAgo` days before now (at a fixed hour, so the dates read naturally). */
  daysAgo(days: number): string
}

export async function seedDemo(db: Kysely<DB>, dataDir: string, list: readonly DemoContent[]) {
  const keys = list.map((d) => `DEMO_${d.key}`)
  if (new Set(keys).size !== keys.length) throw new Error('demo content keys must be unique')
  if (!keys.length) return
  const done = new Set(
    (await db.selectFrom('devConfig').select('configKey').where('configKey', 'in', keys).execute()).map(
      (r) => r.configKey,
    ),
  )
  for (const [i, demo] of list.entries()) {
    const key = keys[i]!
    if (done.has(key)) continue
    // The same drawing twice is one file.
    const images = new Map<string, string>()
    await db.transaction().execute(async (trx) => {
      await demo.run({
        db: trx,
        image: async (name, svg) => {
          const cachedId = images.get(svg)
          if (cachedId) return cachedId
          const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
          const row = await storeFile(trx, dataDir, null, Readable.from([jpeg]), {
            name: `${name}.jpg`,
            purpose: 'CONTENT',
            isPublic: true,
            accept: IMAGE_MIMES,
            maxBytes: CONTENT_IMAGE_MAX_BYTES,
          })
          images.set(svg, row.id)
          return row.id
        },
        daysAgo,
      })
      await trx
        .insertInto('devConfig')
        .values({
          id: newId(),
          configKey: key,
          configValue: nowIso(),
          category: 'DEMO',
          remark: '示例内容已写入（删除此项后重启会再次写入）',
          sortCode: 0,
          createdAt: nowIso(),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
    })
  }
}

function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000)
  d.setUTCHours(2, 30, 0, 0)
  return d.toISOString()
}
