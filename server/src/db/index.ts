import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  Kysely,
  type LogEvent,
  MysqlDialect,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely'
import { createPool } from 'mysql2'
import pg from 'pg'
import { WriteEpochPlugin } from '../core/memo.js'
import type { DB } from './schema.js'

export type Engine = 'sqlite' | 'postgres' | 'mysql'

export interface Database {
  db: Kysely<DB>
  engine: Engine
  /** Closes the pool; safe to call twice. */
  destroy(): Promise<void>
}

export function engineOf(url: string): Engine {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql'
  if (url.startsWith('sqlite:')) return 'sqlite'
  throw new Error(
    `DATABASE_URL must start with sqlite:, postgres:// or mysql://, got "${url.split(':')[0]}:"`,
  )
}

/** `sqlite:///abs/path.db`, `sqlite://./rel.db` or `sqlite::memory:` */
function sqlitePath(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/, '')
  return rest === ':memory:' ? rest : path.resolve(rest)
}

/**
 * Kysely prepares every query anew; on SQLite, preparing costs as much as running a small query.
 * Statements are kept by their SQL (a statement busy with an unfinished iteration is not shared).
 */
function preparedOnce(conn: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => conn.close(),
    prepare(text: string) {
      let stmt = cache.get(text)
      if (!stmt || stmt.busy) {
        stmt = conn.prepare(text)
        if (cache.size >= 1_000) cache.clear()
        cache.set(text, stmt)
      }
      return stmt
    },
  }
}

export interface DatabaseOptions {
  /** Queries slower than this are reported to `onSlow` (their SQL, never their parameters). */
  slowQueryMs?: number
  onSlow?: (ms: number, sqlText: string) => void
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const engine = engineOf(url)
  let db: Kysely<DB>
  const plugins = [new CamelCasePlugin(), new WriteEpochPlugin()]
  const { slowQueryMs, onSlow } = options
  const log =
    slowQueryMs && onSlow
      ? (e: LogEvent) => {
          if (e.queryDurationMillis >= slowQueryMs) onSlow(Math.round(e.queryDurationMillis), e.query.sql)
        }
      : undefined
  if (engine === 'sqlite') {
    const file = sqlitePath(url)
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
    const conn = new SQLite(file)
    conn.pragma('journal_mode = WAL')
    conn.pragma('busy_timeout = 5000')
    conn.pragma('synchronous = NORMAL')
    conn.pragma('foreign_keys = ON')
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: preparedOnce(conn) }), plugins, log })
  } else if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {})
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins, log })
  } else {
    const pool = createPool({
      uri: url.replace(/^mariadb:/, 'mysql:'),
      connectionLimit: 10,
      connectTimeout: 5000,
      charset: 'utf8mb4',
      timezone: 'Z',
    })
    db = new Kysely<DB>({ dialect: new MysqlDialect({ pool }), plugins, log })
  }
  let closed = false
  return {
    db,
    engine,
    async destroy() {
      if (closed) return
      closed = true
      await db.destroy()
    },
  }
}

/** Cheap round trip, used by the health check. */
export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db)
}
