import { EmailKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { DB } from '../db/schema.js'
import { settings } from './settings.js'

export interface Mail {
  to: string
  subject: string
  text: string
  /** An HTML alternative of `text` (a template's; sanitised). */
  html?: string
}

/** SMTP settings from the configuration table; null while no host is set. */
export async function smtpSettings(db: Kysely<DB>) {
  const all = await settings(db)
  const get = (k: string) => all.get(k) ?? ''
  const host = get(EmailKey.host).trim()
  if (!host) return null
  return {
    host,
    port: Number(get(EmailKey.port)) || 25,
    secure: get(EmailKey.secure) === 'true',
    user: get(EmailKey.user),
    password: get(EmailKey.password),
    from: get(EmailKey.from) || get(EmailKey.user) || `no-reply@${host}`,
  }
}

/** Sends one message over SMTP with the settings read at call time (changes apply at once). */
export async function sendMail(db: Kysely<DB>, mail: Mail): Promise<void> {
  const s = await smtpSettings(db)
  if (!s) throw new Error('SMTP is not configured')
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    // Self-signed certificates are common on company mail relays; STARTTLS still encrypts.
    tls: { rejectUnauthorized: false },
  })
  try {
    await transport.sendMail({
      from: s.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
  } finally {
    transport.close()
  }
}
