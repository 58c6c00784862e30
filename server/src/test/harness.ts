import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type RawBuilder, sql } from 'kysely'
import mysql from 'mysql2/promise'
import pg from 'pg'
import smCrypto from 'sm-crypto'
import { inject } from 'vitest'
import { boot } from '../boot.js'
import { type AppConfig, loadConfig } from '../core/config.js'
import { hashPassword } from '../core/crypto.js'
import { newId } from '../core/ids.js'
import { newUserRow } from '../core/rows.js'

export const ADMIN_PASSWORD = 'Admin@12345'

/** A database for one test app, and the function that drops it. */
export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

export interface Engine {
  name: 'sqlite' | 'postgres' | 'mysql'
  /** A new empty database. */
  create(): Promise<TestDatabase>
  /** A new database holding what `template` (a database `create` made) holds. */
  copy(templateUrl: string): Promise<TestDatabase>
}

const dbName = () => `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

const databaseOf = (url: string) => new URL(url).pathname.slice(1)

function sqliteFile(): TestDatabase & { file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const file = path.join(dir, 'test.db')
  return { file, url: `sqlite://${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** Runs `query` on the server at `url` (its maintenance database) on a connection of its own. */
async function pgAdmin(url: string, query: string) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await c.query(query)
  } finally {
    await c.end()
  }
}

function pgDatabase(url: string, name: string): TestDatabase {
  return {
    url: withDatabase(url, name),
    drop: () => pgAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

function myDatabase(url: string, name: string): TestDatabase {
  return {
    url: withDatabase(url, name),
    async drop() {
      const d = await mysql.createConnection(url)
      await d.query(`DROP DATABASE IF EXISTS ${name}`)
      await d.end()
    },
  }
}

/**
 * How to copy a MySQL/MariaDB database table by table (it has no template databases): the tables, the
 * columns an INSERT may write (generated ones fill themselves) and whether a table has rows. Read
 * once per process: the template does not change while the suite runs.
 */
const myCopyPlans = new Map<string, Promise<Array<{ table: string; columns: string; rows: boolean }>>>()
function myCopyPlan(url: string, template: string) {
  let plan = myCopyPlans.get(template)
  if (!plan) {
    plan = (async () => {
      const c = await mysql.createConnection(url)
      try {
        // Anything a table-by-table copy would miss makes the copy refuse, rather than differ.
        const [others] = await c.query<mysql.RowDataPacket[]>(
          `SELECT 'trigger' AS kind FROM information_schema.triggers WHERE trigger_schema = ?
           UNION ALL SELECT 'view' FROM information_schema.views WHERE table_schema = ?
           UNION ALL SELECT 'routine' FROM information_schema.routines WHERE routine_schema = ?`,
          [template, template, template],
        )
        if (others.length) throw new Error(`template ${template} holds a ${others[0]!.kind}: copy it too`)
        const [cols] = await c.query<mysql.RowDataPacket[]>(
          `SELECT table_name AS t, column_name AS c FROM information_schema.columns
           WHERE table_schema = ? AND extra NOT LIKE '%GENERATED%' ORDER BY table_name, ordinal_position`,
          [template],
        )
        const byTable = new Map<string, string[]>()
        for (const { t, c: col } of cols) byTable.set(t, [...(byTable.get(t) ?? []), `\`${col}\``])
        return Promise.all(
          [...byTable].map(async ([table, columns]) => {
            const [[row]] = await c.query<mysql.RowDataPacket[]>(
              `SELECT EXISTS (SELECT 1 FROM \`${template}\`.\`${table}\`) AS r`,
            )
            return { table, columns: columns.join(', '), rows: Boolean(row!.r) }
          }),
        )
      } finally {
        await c.end()
      }
    })()
    myCopyPlans.set(template, plan)
  }
  return plan
}

/** SQLite always; PostgreSQL and MySQL when TEST_PG_URL / TEST_MYSQL_URL are set. */
export const engines: Engine[] = [
  {
    name: 'sqlite',
    async create() {
      const { url, drop } = sqliteFile()
      return { url, drop }
    },
    async copy(templateUrl) {
      const { file, url, drop } = sqliteFile()
      // The template was closed, so its write-ahead log is folded into the file.
      fs.copyFileSync(new URL(templateUrl.replace(/^sqlite:/, 'file:')).pathname, file)
      return { url, drop }
    },
  },
]
const pgUrl = process.env.TEST_PG_URL
if (pgUrl) {
  engines.push({
    name: 'postgres',
    async create() {
      const name = dbName()
      await pgAdmin(pgUrl, `CREATE DATABASE ${name}`)
      return pgDatabase(pgUrl, name)
    },
    async copy(templateUrl) {
      const name = dbName()
      await pgAdmin(pgUrl, `CREATE DATABASE ${name} TEMPLATE ${databaseOf(templateUrl)}`)
      return pgDatabase(pgUrl, name)
    },
  })
}
const myUrl = process.env.TEST_MYSQL_URL
if (myUrl) {
  const createDatabase = async (name: string) => {
    const c = await mysql.createConnection(myUrl)
    await c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`)
    await c.end()
  }
  engines.push({
    name: 'mysql',
    async create() {
      const name = dbName()
      await createDatabase(name)
      return myDatabase(myUrl, name)
    },
    async copy(templateUrl) {
      const template = databaseOf(templateUrl)
      const plan = await myCopyPlan(myUrl, template)
      const name = dbName()
      await createDatabase(name)
      // A few connections at once: the server spends most of each CREATE TABLE on files, not CPU.
      const pool = mysql.createPool({ uri: myUrl, connectionLimit: 4 })
      try {
        await Promise.all(
          plan.map(async ({ table, columns, rows }) => {
            await pool.query(`CREATE TABLE \`${name}\`.\`${table}\` LIKE \`${template}\`.\`${table}\``)
            if (rows)
              await pool.query(
                `INSERT INTO \`${name}\`.\`${table}\` (${columns}) SELECT ${columns} FROM \`${template}\`.\`${table}\``,
              )
          }),
        )
      } finally {
        await pool.end()
      }
      return myDatabase(myUrl, name)
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

/** The server's options in every test app; `env` adds to them or overrides them. */
function testConfig(dataDir: string, url: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Background job runs would write between a test's "nothing written" counts; the job tests turn it on.
    JOBS: 'off',
    DEMO_CONTENT: 'off',
    CHECK_ANSWERS: 'on',
    ...env,
  })
}

/**
 * The options that decide what `boot` writes to a new database (the seed's super admin, the sample
 * content, SM2 keys kept in the database or not): apps that agree on them start from one template.
 */
const seedOptions = (c: AppConfig) =>
  JSON.stringify([c.adminAccount, c.adminPassword, c.demoContent, c.sm2PublicKey, c.sm2PrivateKey])

declare module 'vitest' {
  export interface ProvidedContext {
    /** Engine name → URL of a database migrated and seeded with the default options (`templates.ts`). */
    testTemplates: Partial<Record<Engine['name'], string>>
  }
}

/** A database on `engine` as a test app with the default options finds it when first started. */
export async function buildTemplate(engine: Engine): Promise<TestDatabase> {
  const db = await engine.create()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))
  try {
    const { app } = await boot(testConfig(dataDir, db.url), false)
    await app.close()
    return db
  } catch (error) {
    await db.drop()
    throw error
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * A database of its own on `engine`, migrated and seeded, and the app on it (no socket: use inject).
 * The database is a copy of the suite's template where the options seed the same (`template: false`
 * builds it from scratch instead).
 */
export async function testApp(
  engine: Engine,
  opts: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void; template?: false } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))
  const template =
    opts.template !== false &&
    seedOptions(testConfig(dataDir, '', opts.env)) === seedOptions(testConfig(dataDir, ''))
      ? inject('testTemplates')?.[engine.name]
      : undefined
  const { url, drop } = template ? await engine.copy(template) : await engine.create()
  const config = testConfig(dataDir, url, opts.env)
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

const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())

type CountRow = { t: string; n: number | string; m: string | null }
const countQueries = new WeakMap<
  FastifyInstance,
  Promise<{ query: RawBuilder<CountRow>; stamped: Set<string> }>
>()
/**
 * One query counting every application table (read from the database itself, so a module's new
 * table is counted too), and the tables that keep `updated_at`: a round trip per table made the
 * "nothing written" checks the slowest part of the suite.
 */
function countQuery(app: FastifyInstance) {
  let prepared = countQueries.get(app)
  if (!prepared) {
    prepared = app.db.introspection.getTables().then((all) => {
      const tables = all.filter((t) => !t.name.startsWith('kysely_') && !/_fts(_|$)/.test(t.name))
      const stamped = new Set(
        tables.filter((t) => t.columns.some((c) => c.name === 'updated_at')).map((t) => t.name),
      )
      const query = sql.join(
        tables.map(
          (t) =>
            sql<CountRow>`select ${sql.lit(t.name)} as t, count(*) as n, ${
              stamped.has(t.name) ? sql`max(updated_at)` : sql`null`
            } as m from ${sql.table(t.name)}`,
        ),
        sql` union all `,
      )
      return { query, stamped }
    })
    countQueries.set(app, prepared)
  }
  return prepared
}

/**
 * Row counts, and the latest change time where a table keeps one, of every table: "nothing
 * written" means these do not change (an update shows in `updated_at`).
 */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number | string>> {
  const { query, stamped } = await countQuery(app)
  const { rows } = await query.execute(app.db)
  const out: Record<string, number | string> = {}
  for (const { t, n, m } of rows.sort((x, y) => x.t.localeCompare(y.t))) {
    out[camel(t)] = Number(n)
    if (stamped.has(t)) out[`${camel(t)}.updatedAt`] = String(m ?? '')
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
    // tsx compiles the server from source first: slow while the other test files keep the cores busy.
    const timer = setTimeout(() => reject(new Error(`server process not ready: ${out}`)), 90_000)
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
