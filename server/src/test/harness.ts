import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import mysql from 'mysql2/promise'
import pg from 'pg'
import smCrypto from 'sm-crypto'
import { boot } from '../boot.js'
import { loadConfig } from '../core/config.js'
import { hashPassword } from '../core/crypto.js'
import { newId } from '../core/ids.js'
import { newUserRow } from '../core/rows.js'
import type { DB } from '../db/schema.js'

export const ADMIN_PASSWORD = 'Admin@12345'

export interface Engine {
  name: 'sqlite' | 'postgres' | 'mysql'
  /** A new empty database and a function that drops it. */
  create(): Promise<{ url: string; drop(): Promise<void> }>
}

const dbName = () => `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** SQLite always; PostgreSQL and MySQL when TEST_PG_URL / TEST_MYSQL_URL are set. */
export const engines: Engine[] = [
  {
    name: 'sqlite',
    async create() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
      return {
        url: `sqlite://${path.join(dir, 'test.db')}`,
        drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
      }
    },
  },
]
const pgUrl = process.env.TEST_PG_URL
if (pgUrl) {
  engines.push({
    name: 'postgres',
    async create() {
      const name = dbName()
      const admin = new pg.Client({ connectionString: pgUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      return {
        url: withDatabase(pgUrl, name),
        async drop() {
          const c = new pg.Client({ connectionString: pgUrl })
          await c.connect()
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await c.end()
        },
      }
    },
  })
}
const myUrl = process.env.TEST_MYSQL_URL
if (myUrl) {
  engines.push({
    name: 'mysql',
    async create() {
      const name = dbName()
      const c = await mysql.createConnection(myUrl)
      await c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`)
      await c.end()
      return {
        url: withDatabase(myUrl, name),
        async drop() {
          const d = await mysql.createConnection(myUrl)
          await d.query(`DROP DATABASE IF EXISTS ${name}`)
          await d.end()
        },
      }
    },
  })
}

export interface TestApp {
  app: FastifyInstance
  url: string
  /** SM2-encrypts like the browser does. */
  encrypt(plain: string): string
  login(account?: string, password?: string): Promise<string>
  /**
   * Signs an external user in on the C side as a phone page does (picture captcha, SMS code read
   * from the code table, sign-in); returns the C-side token.
   */
  clientLogin(phone: string): Promise<string>
  /** A plain enabled user with no roles; returns its id. */
  createUser(account: string, password: string, status?: string): Promise<string>
  close(): Promise<void>
}

/** A fresh database on `engine`, migrated and seeded, and the app on it (no socket: use inject). */
export async function testApp(
  engine: Engine,
  opts: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { url, drop } = await engine.create()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Background job runs would write between a test's "nothing written" counts; the job tests turn it on.
    JOBS: 'off',
    DEMO_CONTENT: 'off',
    ...opts.env,
  })
  const { app } = await boot(config, false)
  opts.extend?.(app)
  await app.ready()
  const encrypt = (plain: string) => smCrypto.sm2.doEncrypt(plain, app.sm2.publicKey, 1)
  return {
    app,
    url,
    encrypt,
    async login(account = 'superAdmin', password = ADMIN_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/b/doLogin',
        payload: { account, password: encrypt(password) },
      })
      const body = res.json()
      if (body.code !== 200) throw new Error(`login failed: ${res.body}`)
      return body.data as string
    },
    async clientLogin(phone) {
      const get = async (url: string) => (await app.inject({ method: 'GET', url })).json()
      const answer = async (reqNo: string) =>
        (await app.db.selectFrom('sysCode').select('code').where('id', '=', reqNo).executeTakeFirstOrThrow())
          .code
      const pic = (await get('/api/auth/c/getPicCaptcha')).data.validCodeReqNo as string
      const q = new URLSearchParams({ phone, validCode: await answer(pic), validCodeReqNo: pic })
      const sent = await get(`/api/auth/c/getPhoneValidCode?${q}`)
      if (sent.code !== 200) throw new Error(`no sign-in code: ${JSON.stringify(sent)}`)
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/c/doLoginByPhone',
        payload: { phone, validCode: await answer(sent.data), validCodeReqNo: sent.data },
      })
      const body = res.json()
      if (body.code !== 200) throw new Error(`client sign-in failed: ${res.body}`)
      return body.data as string
    },
    async createUser(account, password, status = 'ENABLE') {
      const id = newId()
      await app.db
        .insertInto('sysUser')
        .values(
          newUserRow({
            id,
            account,
            passwordHash: await hashPassword(password),
            name: `用户${account}`,
            orgId: 'org-office',
            userStatus: status,
          }),
        )
        .execute()
      return id
    },
    async close() {
      await app.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Row counts of the business tables (all but the logs): refused calls may log, never write data. */
export async function dataCounts(app: FastifyInstance): Promise<Record<string, number | string>> {
  const { devLog: _log, devSms: _sms, ...rest } = await tableCounts(app)
  return rest
}

const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()) as keyof DB

const tablesOf = new WeakMap<FastifyInstance, Promise<Array<{ name: keyof DB; updatedAt: boolean }>>>()
/** The application's tables, read from the database itself, so a module's new table is counted too. */
function appTables(app: FastifyInstance) {
  let tables = tablesOf.get(app)
  if (!tables) {
    tables = app.db.introspection.getTables().then((all) =>
      all
        .filter((t) => !t.name.startsWith('kysely_') && !/_fts(_|$)/.test(t.name))
        .map((t) => ({ name: camel(t.name), updatedAt: t.columns.some((c) => c.name === 'updated_at') }))
        .sort((x, y) => x.name.localeCompare(y.name)),
    )
    tablesOf.set(app, tables)
  }
  return tables
}

/**
 * Row counts, and the latest change time where a table keeps one, of every table: "nothing
 * written" means these do not change (an update shows in `updated_at`).
 */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {}
  for (const { name, updatedAt } of await appTables(app)) {
    const r = await app.db
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    out[name] = Number(r.n)
    if (updatedAt) {
      const m = await sql<{ m: string | null }>`select max(updated_at) as m from ${sql.table(
        name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      )}`.execute(app.db)
      out[`${name}.updatedAt`] = String(m.rows[0]?.m ?? '')
    }
  }
  return out
}

export interface ApiResult<T = unknown> {
  status: number
  code: number
  msg: string
  data: T
}

/** A caller with a token: `get(url, query)` and `post(url, body)` return the parsed envelope. */
export function api(t: TestApp, token: string, lang?: string) {
  const headers = { token, ...(lang ? { 'accept-language': lang } : {}) }
  const wrap = async <T>(p: ReturnType<FastifyInstance['inject']>): Promise<ApiResult<T>> => {
    const res = await p
    const body = res.json() as { code: number; msg: string; data: T }
    return { status: res.statusCode, ...body }
  }
  return {
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data loosely
    get: <T = any>(url: string, query: Record<string, string | number> = {}) =>
      wrap<T>(
        t.app.inject({
          method: 'GET',
          url,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          headers,
        }),
      ),
    // biome-ignore lint/suspicious/noExplicitAny: see above
    post: <T = any>(url: string, body: unknown) =>
      wrap<T>(t.app.inject({ method: 'POST', url, payload: body as object, headers })),
    raw: (url: string, query: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, query, headers }),
  }
}

/**
 * The server from source (`main.ts` through tsx) as a process of its own, on port 0; resolves once
 * it says it is ready, with its URL and everything it printed so far.
 */
export async function serverProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_CONTENT: 'off',
        NODE_OPTIONS: '--conditions=source',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server process not ready: ${out}`)), 30_000)
    child.stdout.on('data', (d) => {
      out += d
      const m = out.match(/Portal ready at (\S+)/)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    })
  })
  return { child, base, output: () => out }
}
