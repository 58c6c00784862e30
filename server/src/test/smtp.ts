import type { Kysely } from 'kysely'
import { SMTPServer } from 'smtp-server'
import type { DB } from '../db/schema.js'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  /** The HTML alternative, when the mail has one. */
  html: string | null
}

/** Points the e-mail configuration at the test server on `port` (written through the app's db, seen at once). */
export async function pointMailAt(db: Kysely<DB>, port: number) {
  const set = (key: string, value: string) =>
    db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()
  await set('SNOWY_EMAIL_SMTP_HOST', '127.0.0.1')
  await set('SNOWY_EMAIL_SMTP_PORT', String(port))
  await set('SNOWY_EMAIL_SMTP_SECURE', 'false')
  await set('SNOWY_EMAIL_FROM', 'portal@hongyuan.example')
}

/** A real SMTP server on loopback that keeps what it receives: the test end of the mail path. */
export async function startSmtp() {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        raw += chunk
      })
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  return {
    port,
    inbox,
    /** Resolves with the first mail to `to` that arrives within `ms`. */
    async waitFor(to: string, ms = 5000): Promise<ReceivedMail> {
      const end = Date.now() + ms
      while (Date.now() < end) {
        const mail = inbox.find((m) => m.to.includes(to))
        if (mail) return mail
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no mail to ${to} within ${ms} ms`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

/**
 * Enough MIME for the mails the server sends: encoded-word subject, a text body or a
 * multipart/alternative of text and HTML, each QP or base64.
 */
function parseMail(raw: string): { subject: string; text: string; html: string | null } {
  const { head, header, body } = partOf(raw)
  const subject = header('Subject').replace(
    /=\?utf-8\?([BQ])\?(.*?)\?=\s*/gi,
    (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
  )
  const boundary = /boundary="?([^";\s]+)"?/i.exec(header('Content-Type'))?.[1]
  if (!boundary) return { subject: subject.trim(), text: decoded(head, body), html: null }
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => partOf(p.replace(/^\r\n/, '')))
  const of = (type: string) => {
    const part = parts.find((p) => p.header('Content-Type').toLowerCase().startsWith(type))
    return part ? decoded(part.head, part.body) : null
  }
  return { subject: subject.trim(), text: of('text/plain') ?? '', html: of('text/html') }
}

function partOf(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? ''
  return { head, header, body: raw.slice(split + 4) }
}

function decoded(head: string, body: string): string {
  const encoding = (/^Content-Transfer-Encoding:\s*(.*)$/im.exec(head)?.[1] ?? '').trim().toLowerCase()
  return encoding === 'base64'
    ? Buffer.from(body, 'base64').toString('utf8')
    : encoding === 'quoted-printable'
      ? qp(body)
      : body.replace(/\r\n$/, '')
}
