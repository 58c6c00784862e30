import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { type FILE_ENGINES, FileKey, SysBaseKey, s3Target } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { settings } from './settings.js'

export type EngineName = (typeof FILE_ENGINES)[number]

/** A byte range, both ends included (as in HTTP). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where file bytes live. Keys are made by `core/files.ts` (`yyyy/mm/<id>.<ext>`); an engine only
 * stores, reads and removes them. `put` streams: a failed put leaves nothing behind.
 */
export interface StorageEngine {
  readonly name: EngineName
  /** The S3 bucket, or LOCAL's folder inside the data folder: kept on the record to find it again. */
  readonly bucket: string
  put(key: string, body: Readable, contentType: string): Promise<void>
  /** The bytes (or a range of them); throws `StoredObjectMissing` when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable>
  /** Removes the key; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>
  /** Where anyone can read the key without the server (S3 with a public URL prefix), else null. */
  publicUrl(key: string): string | null
}

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`stored object missing: ${key}`)
  }
}

/** Files under a folder of the data folder (the folder setting is relative, checked on save). */
export class LocalEngine implements StorageEngine {
  readonly name = 'LOCAL'
  readonly root: string
  constructor(
    dataDir: string,
    readonly bucket: string,
  ) {
    this.root = path.resolve(dataDir, bucket)
  }

  private file(key: string): string {
    const file = path.resolve(this.root, key)
    // Keys are made by the server; this only guards against one that would leave the folder.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`bad storage key: ${key}`)
    return file
  }

  async put(key: string, body: Readable): Promise<void> {
    const file = this.file(key)
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    // Written beside the target and renamed when complete: a reader never sees half a file.
    const part = `${file}.${randomBytes(6).toString('hex')}.part`
    try {
      await pipeline(body, fs.createWriteStream(part, { flags: 'wx' }))
      await fs.promises.rename(part, file)
    } catch (err) {
      await fs.promises.rm(part, { force: true })
      throw err
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key)
    // Opened before answering, so a missing file is a clean error rather than a broken stream.
    const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new StoredObjectMissing(key) : err
    })
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {})
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true })
  }

  publicUrl(): null {
    return null
  }
}

export interface S3Settings {
  endpoint: string
  region: string
  bucket: string
  accessKey: string
  secretKey: string
  pathStyle: boolean
  publicUrl: string
}

/** Any S3-compatible service (AWS, MinIO, Ceph…), path-style or virtual-host addressing. */
export class S3Engine implements StorageEngine {
  readonly name = 'S3'
  readonly bucket: string
  constructor(
    readonly client: S3Client,
    private readonly s: S3Settings,
  ) {
    this.bucket = s.bucket
  }

  /** Where the client goes (the preset's endpoint where none is set). */
  get endpoint(): string {
    return this.s.endpoint
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    // lib-storage sends parts of 5 MB as they arrive (one PutObject for a small file) and aborts the
    // multipart upload when the stream fails, so no partial object remains.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
    }).done()
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      return out.Body as Readable
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
        throw new StoredObjectMissing(key)
      throw err
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  publicUrl(key: string): string | null {
    if (!this.s.publicUrl) return null
    return `${this.s.publicUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`
  }
}

/** One client per distinct S3 setting: the SDK keeps connections alive per client. */
const s3Clients = new Map<string, S3Client>()
function s3Client(s: S3Settings): S3Client {
  const id = JSON.stringify([s.endpoint, s.region, s.accessKey, s.secretKey, s.pathStyle])
  let client = s3Clients.get(id)
  if (!client) {
    // Settings change rarely; an old client is dropped rather than kept for ever.
    if (s3Clients.size >= 8) for (const c of s3Clients.values()) c.destroy()
    if (s3Clients.size >= 8) s3Clients.clear()
    client = new S3Client({
      endpoint: s.endpoint,
      region: s.region || 'us-east-1',
      forcePathStyle: s.pathStyle,
      credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
      // Checksums only where the service demands them: S3-compatible servers differ in support.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    s3Clients.set(id, client)
  }
  return client
}

/** The configured engine's name (`SNOWY_SYS_DEFAULT_FILE_ENGINE`, LOCAL when unset). */
export async function currentEngineName(db: Kysely<DB>): Promise<EngineName> {
  const v = (await settings(db)).get(SysBaseKey.fileEngine)
  return v === 'S3' ? 'S3' : 'LOCAL'
}

/**
 * An engine as configured now (read through the settings memo, so a change applies without a
 * restart). `bucket` reads a file stored earlier in another bucket (or LOCAL folder) than today's.
 */
export async function storageEngine(
  db: Kysely<DB>,
  dataDir: string,
  name?: EngineName,
  bucket?: string | null,
): Promise<StorageEngine> {
  const map = await settings(db)
  const engine = name ?? (map.get(SysBaseKey.fileEngine) === 'S3' ? 'S3' : 'LOCAL')
  if (engine === 'LOCAL') return new LocalEngine(dataDir, bucket || map.get(FileKey.localFolder) || 'files')
  // The preset (MinIO, Aliyun OSS, Tencent COS) decides the addressing and, unset, the endpoint.
  const target = s3Target({
    preset: map.get(FileKey.s3Preset) ?? '',
    endpoint: map.get(FileKey.s3Endpoint) ?? '',
    region: map.get(FileKey.s3Region) ?? '',
    pathStyle: map.get(FileKey.s3PathStyle) !== 'false',
  })
  const s: S3Settings = {
    ...target,
    bucket: bucket || map.get(FileKey.s3Bucket) || '',
    accessKey: map.get(FileKey.s3AccessKey) ?? '',
    secretKey: map.get(FileKey.s3SecretKey) ?? '',
    publicUrl: map.get(FileKey.s3PublicUrl) ?? '',
  }
  if (!s.endpoint || !s.bucket) throw new Error('S3 storage is not configured')
  return new S3Engine(s3Client(s), s)
}

/**
 * Writes a small file with the engine configured now, reads it back and removes it: the settings
 * page's test. Answers where it went; throws `StorageProbeFailed` with the service's error code.
 */
export async function probeStorage(db: Kysely<DB>, dataDir: string) {
  let engine: StorageEngine
  try {
    engine = await storageEngine(db, dataDir)
  } catch {
    throw new StorageProbeFailed('NotConfigured')
  }
  const key = `probe/${randomBytes(8).toString('hex')}.txt`
  const text = `portal storage probe ${new Date().toISOString()}`
  try {
    await engine.put(key, Readable.from([Buffer.from(text)]), 'text/plain')
    const chunks: Buffer[] = []
    for await (const c of await engine.get(key)) chunks.push(Buffer.from(c as Buffer))
    if (Buffer.concat(chunks).toString() !== text)
      throw Object.assign(new Error('mismatch'), { name: 'ReadBackMismatch' })
    await engine.remove(key)
  } catch (err) {
    const e = err as { name?: string; code?: string; Code?: string }
    // The service's code (InvalidAccessKeyId, SignatureDoesNotMatch, NoSuchBucket, …) or the network's.
    throw new StorageProbeFailed(
      String(e.Code ?? (e.name && e.name !== 'Error' ? e.name : e.code) ?? 'Error').slice(0, 64),
    )
  }
  const endpoint = engine instanceof S3Engine ? engine.endpoint : engine.bucket
  return { engine: engine.name, bucket: engine.bucket, endpoint }
}

export class StorageProbeFailed extends Error {
  constructor(readonly reason: string) {
    super(`storage probe failed: ${reason}`)
  }
}
