import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** The access key and secret s3rver accepts. */
export const S3RVER_KEY = 'S3RVER'

/**
 * A real S3-protocol server (s3rver) on a free loopback port with one bucket, keeping its objects in
 * a temporary folder: the test end of the S3 storage engine.
 */
export async function startS3(bucket: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async close() {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
