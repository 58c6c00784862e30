import { S3_PRESET_DEFS, s3Target } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { S3RVER_KEY, startS3 } from '../../../test/s3.js'

describe('S3 presets', () => {
  it('give Aliyun OSS and Tencent COS their regional endpoints and virtual-hosted style, MinIO path style', () => {
    expect(s3Target({ preset: 'ALIYUN_OSS', endpoint: '', region: 'cn-shanghai', pathStyle: true })).toEqual({
      endpoint: 'https://s3.oss-cn-shanghai.aliyuncs.com',
      region: 'cn-shanghai',
      pathStyle: false,
    })
    expect(s3Target({ preset: 'TENCENT_COS', endpoint: '', region: '', pathStyle: true })).toEqual({
      endpoint: `https://cos.${S3_PRESET_DEFS.TENCENT_COS.region}.myqcloud.com`,
      region: 'ap-guangzhou',
      pathStyle: false,
    })
    // An endpoint set by hand (an internal one) wins; the addressing stays the service's.
    expect(
      s3Target({
        preset: 'ALIYUN_OSS',
        endpoint: 'https://s3.oss-cn-hangzhou-internal.aliyuncs.com',
        region: 'cn-hangzhou',
        pathStyle: true,
      }),
    ).toMatchObject({ endpoint: 'https://s3.oss-cn-hangzhou-internal.aliyuncs.com', pathStyle: false })
    expect(
      s3Target({ preset: 'MINIO', endpoint: 'http://minio:9000', region: '', pathStyle: false }),
    ).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      pathStyle: true,
    })
    expect(
      s3Target({ preset: '', endpoint: 'https://s3.example.com', region: 'eu-west-1', pathStyle: false }),
    ).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'eu-west-1',
      pathStyle: false,
    })
  })
})

describe.each(engines)('the file settings test on $name', (engine) => {
  const BUCKET = 'probe-files'
  let t: TestApp
  let admin: ReturnType<typeof api>
  let s3: Awaited<ReturnType<typeof startS3>>
  const save = (values: Record<string, string>) =>
    admin.post(
      '/api/dev/config/editBatch',
      Object.entries(values).map(([configKey, configValue]) => ({ configKey, configValue })),
    )
  const probe = () =>
    admin.post<{ engine: string; bucket: string; endpoint: string }>('/api/dev/config/testFileStorage', {})

  beforeAll(async () => {
    s3 = await startS3(BUCKET)
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
  })

  it('writes, reads back and removes a file on LOCAL and on MinIO, and names what is wrong', async () => {
    expect((await probe()).data).toMatchObject({ engine: 'LOCAL', bucket: 'files' })
    const saved = await save({
      SNOWY_SYS_DEFAULT_FILE_ENGINE: 'S3',
      SNOWY_FILE_S3_PRESET: 'MINIO',
      SNOWY_FILE_S3_ENDPOINT: s3.url,
      SNOWY_FILE_S3_PATH_STYLE: 'false',
      SNOWY_FILE_S3_BUCKET: BUCKET,
      SNOWY_FILE_S3_ACCESS_KEY: S3RVER_KEY,
      SNOWY_FILE_S3_SECRET_KEY: S3RVER_KEY,
    })
    expect(saved.code, saved.msg).toBe(200)
    try {
      // MinIO's preset uses path style whatever the switch says (s3rver answers no virtual hosts).
      expect((await probe()).data).toEqual({ engine: 'S3', bucket: BUCKET, endpoint: s3.url })
      await save({ SNOWY_FILE_S3_BUCKET: 'no-such-bucket' })
      const missing = await probe()
      expect(missing).toMatchObject({ status: 400, msg: expect.stringContaining('NoSuchBucket') })
      // s3rver knows one key: another one is refused as the service would.
      await save({
        SNOWY_FILE_S3_BUCKET: BUCKET,
        SNOWY_FILE_S3_ACCESS_KEY: 'AKIDUNKNOWN',
        SNOWY_FILE_S3_SECRET_KEY: 'not-the-secret',
      })
      const wrong = await probe()
      expect(wrong.status).toBe(400)
      expect(wrong.msg).toMatch(/SignatureDoesNotMatch|InvalidAccessKeyId/)
      expect(wrong.msg).not.toContain('not-the-secret')
      expect((await save({ SNOWY_FILE_S3_PRESET: 'GOOGLE' })).status).toBe(400)
    } finally {
      await save({ SNOWY_SYS_DEFAULT_FILE_ENGINE: 'LOCAL' })
    }
  })
})
