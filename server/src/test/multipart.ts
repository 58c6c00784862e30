import { randomBytes } from 'node:crypto'

/** A browser's FormData as `inject` sends it: the text fields first, then each file under its part name. */
export function multipart(
  fields: Record<string, string>,
  files: ReadonlyArray<{ part?: string; name: string; bytes: Buffer }> = [],
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.part ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
