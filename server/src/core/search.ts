import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  MysqlAdapter,
  PostgresAdapter,
  type SqlBool,
  sql,
} from 'kysely'

/**
 * Search, the same answers on every engine, case-insensitive (`lower()` on both sides, as the LIKE
 * search always was):
 * - `contains`: `lower(col) like '%text%'`, a scan; for small tables (organisations, roles, …).
 * - `prefix`: `lower(col)` starts with the text, on a B-tree index (`addPrefixSearch`).
 * - `text`: contains, on the engine's own inverted index over the text's single characters and
 *   character pairs (`addTextSearch`): a query of one or two characters is one token (exact), a
 *   longer one needs all its pairs and is then checked with the LIKE above. Pairs rather than
 *   trigrams because Chinese names are two or three characters long and are searched by one or two.
 *   SQLite: an FTS5 table kept by triggers; PostgreSQL: a GIN index on `portal_grams(lower(col))`;
 *   MySQL/MariaDB: a FULLTEXT index on a generated column of hex tokens (MariaDB has no n-gram parser,
 *   and InnoDB indexes no token shorter than three characters).
 */
export type SearchField =
  | { mode: 'contains'; col: string }
  | { mode: 'prefix'; col: string }
  | { mode: 'text'; col: string; table: string }

export const search = {
  contains: (col: string): SearchField => ({ mode: 'contains', col }),
  prefix: (col: string): SearchField => ({ mode: 'prefix', col }),
  /** `col` is `alias.camelColumn`, `table` the snake_case table name. */
  text: (col: string, table: string): SearchField => ({ mode: 'text', col, table }),
}

export type Dialect = 'sqlite' | 'postgres' | 'mysql'

// biome-ignore lint/suspicious/noExplicitAny: any database
export function dialectOf(db: Kysely<any>): Dialect {
  const adapter = db.getExecutor().adapter
  if (adapter instanceof PostgresAdapter) return 'postgres'
  if (adapter instanceof MysqlAdapter) return 'mysql'
  return 'sqlite'
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const split = (col: string) => {
  const dot = col.indexOf('.')
  return dot < 0 ? { alias: '', column: col } : { alias: col.slice(0, dot), column: col.slice(dot + 1) }
}
/** SQLite's lower() folds ASCII only; the query side must fold the same way. */
const lowerFor = (dialect: Dialect, text: string) =>
  dialect === 'sqlite' ? text.replace(/[A-Z]+/g, (c) => c.toLowerCase()) : text.toLowerCase()
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`)

// biome-ignore lint/suspicious/noExplicitAny: columns are named by the caller's query
type EB = ExpressionBuilder<any, any>

/**
 * Case-insensitive "contains" on any engine: `lower(col) like '%text%' escape '!'`, with the
 * text's wildcards escaped (`!` is an escape character all three engines read the same way).
 */
export function contains(col: string, text: string) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`
  return (eb: EB) => sql<SqlBool>`lower(${eb.ref(col)}) like ${pattern} escape '!'`
}

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase()

/** The index tokens a query needs: its one character, its pair, or every pair of a longer text. */
function queryTokens(lowered: string): string[] {
  const chars = [...lowered]
  if (chars.length === 1) return [`x${hex(chars[0]!)}`]
  const out = new Set<string>()
  for (let i = 0; i + 1 < chars.length; i++) out.add(`y${hex(chars[i]! + chars[i + 1]!)}`)
  return [...out]
}

function textMatch(db: Kysely<unknown>, f: Extract<SearchField, { mode: 'text' }>, text: string) {
  const dialect = dialectOf(db)
  const { alias, column } = split(f.col)
  const lowered = lowerFor(dialect, text)
  const exact = [...lowered].length <= 2
  return (eb: EB): Expression<SqlBool> => {
    let hit: Expression<SqlBool>
    if (dialect === 'sqlite') {
      const fts = sql.table(`${f.table}_${snake(column)}_fts`)
      hit = sql<SqlBool>`${sql.ref(alias)}.rowid in (select rowid from ${fts} where ${fts} match ${queryTokens(lowered).join(' ')})`
    } else if (dialect === 'postgres') {
      hit = sql<SqlBool>`portal_grams(lower(${eb.ref(f.col)})) @> portal_query_grams(lower(${text}))`
    } else {
      const tokens = queryTokens(lowered)
        .map((t) => `+${t}`)
        .join(' ')
      hit = sql<SqlBool>`match(${eb.ref(`${f.col}Search`)}) against (${tokens} in boolean mode)`
    }
    return exact ? hit : eb.and([hit, contains(f.col, text)(eb)])
  }
}

/** The string just after every string starting with `prefix` (last code point plus one). */
function after(prefix: string): string | null {
  const chars = [...prefix]
  const last = chars.pop()?.codePointAt(0)
  if (last === undefined || last >= 0x10ffff) return null
  return chars.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1)
}

function prefixMatch(db: Kysely<unknown>, f: Extract<SearchField, { mode: 'prefix' }>, text: string) {
  const dialect = dialectOf(db)
  return (eb: EB): Expression<SqlBool> => {
    if (dialect === 'sqlite') {
      // SQLite uses an expression index for a range, not for LIKE.
      const low = lowerFor(dialect, text)
      const high = after(low)
      const col = sql`lower(${eb.ref(f.col)})`
      return high === null
        ? sql<SqlBool>`${col} >= ${low}`
        : sql<SqlBool>`${col} >= ${low} and ${col} < ${high}`
    }
    const pattern = `${escapeLike(text)}%`
    // PostgreSQL: a `lower(col) text_pattern_ops` index; MySQL: an indexed generated `<col>_lc`.
    const col = dialect === 'postgres' ? sql`lower(${eb.ref(f.col)})` : eb.ref(`${f.col}Lc`)
    return sql<SqlBool>`${col} like lower(${pattern}) escape '!'`
  }
}

/** One search field matching `text`. */
// biome-ignore lint/suspicious/noExplicitAny: any database
export function fieldMatch(db: Kysely<any>, f: SearchField, text: string) {
  if (f.mode === 'text') return textMatch(db, f, text)
  if (f.mode === 'prefix') return prefixMatch(db, f, text)
  return contains(f.col, text)
}

/** Any of the fields matches `text` (a `searchKey`). */
// biome-ignore lint/suspicious/noExplicitAny: any database
export function anyFieldMatch(db: Kysely<any>, fields: readonly SearchField[], text: string) {
  return (eb: EB) =>
    fields.length ? eb.or(fields.map((f) => fieldMatch(db, f, text)(eb))) : sql<SqlBool>`1 = 0`
}

// ---- schema (migrations)

const POSITIONS = JSON.stringify(Array.from({ length: 128 }, (_, i) => i))

/** SQLite: the tokens of `expr` (lower-cased), as the FTS table stores them. */
const sqliteTokens = (expr: string) =>
  `(select group_concat('x' || hex(substr(l, key + 1, 1)) || case when key + 1 < length(l) then ' y' || hex(substr(l, key + 1, 2)) else '' end, ' ') from json_each('${POSITIONS}'), (select lower(${expr}) as l) where key < length(l))`

/** MySQL: one UTF-8 character of a hex string (a lead byte and its continuation bytes). */
const HEX_CHAR = '[0-7C-F][0-9A-F](?:[89AB][0-9A-F])*'

/**
 * The inverted index behind `search.text(alias.column, table)`. Writers need do nothing: triggers,
 * an expression index or a generated column keep it, whoever writes the table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
export async function addTextSearch(db: Kysely<any>, table: string, column: string): Promise<void> {
  const dialect = dialectOf(db)
  const name = `${table}_${column}`
  if (dialect === 'sqlite') {
    const fts = `${name}_fts`
    // Contentless: the table keeps only the index; rowid is the searched row's rowid.
    await sql
      .raw(
        `create virtual table ${fts} using fts5(t, content='', contentless_delete=1, tokenize='unicode61')`,
      )
      .execute(db)
    await sql
      .raw(`insert into ${fts}(rowid, t) select rowid, ${sqliteTokens(column)} from ${table}`)
      .execute(db)
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin insert into ${fts}(rowid, t) values (new.rowid, ${sqliteTokens(`new.${column}`)}); end`,
      )
      .execute(db)
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${column} on ${table} begin delete from ${fts} where rowid = old.rowid; insert into ${fts}(rowid, t) values (new.rowid, ${sqliteTokens(`new.${column}`)}); end`,
      )
      .execute(db)
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin delete from ${fts} where rowid = old.rowid; end`,
      )
      .execute(db)
  } else if (dialect === 'postgres') {
    await sql
      .raw(
        `create or replace function portal_grams(s text) returns text[] language sql immutable parallel safe as $$
          select array(select substr(s, i, 1) from generate_series(1, char_length(s)) i
                       union all select substr(s, i, 2) from generate_series(1, char_length(s) - 1) i) $$`,
      )
      .execute(db)
    await sql
      .raw(
        `create or replace function portal_query_grams(s text) returns text[] language sql immutable parallel safe as $$
          select case when char_length(s) <= 2 then array[s]
                 else array(select substr(s, i, 2) from generate_series(1, char_length(s) - 1) i) end $$`,
      )
      .execute(db)
    await sql
      .raw(`create index ${name}_grams on ${table} using gin (portal_grams(lower(${column})))`)
      .execute(db)
  } else {
    const tokens = `concat(regexp_replace(hex(lower(${column})), '(${HEX_CHAR})', 'x\\\\1 '), regexp_replace(hex(lower(${column})), '(${HEX_CHAR})(?=(${HEX_CHAR}))|${HEX_CHAR}', 'y\\\\1\\\\2 '))`
    await sql
      .raw(
        `alter table ${table} add column ${column}_search text as (${tokens}) stored invisible, add fulltext index ${name}_search (${column}_search)`,
      )
      .execute(db)
  }
}

/** The case-insensitive prefix index behind `search.prefix(alias.column)`. */
// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
export async function addPrefixSearch(db: Kysely<any>, table: string, column: string, length: number) {
  const dialect = dialectOf(db)
  const index = `${table}_${column}_lc`
  if (dialect === 'sqlite') await sql.raw(`create index ${index} on ${table} (lower(${column}))`).execute(db)
  else if (dialect === 'postgres')
    await sql.raw(`create index ${index} on ${table} (lower(${column}) text_pattern_ops)`).execute(db)
  else
    await sql
      .raw(
        `alter table ${table} add column ${column}_lc varchar(${length}) as (lower(${column})) virtual invisible, add index ${index} (${column}_lc)`,
      )
      .execute(db)
}

/** Undoes `addTextSearch` (a migration's `down`). */
// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
export async function dropTextSearch(db: Kysely<any>, table: string, column: string): Promise<void> {
  const dialect = dialectOf(db)
  const name = `${table}_${column}`
  if (dialect === 'sqlite') {
    for (const t of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${name}_fts_${t}`).execute(db)
    await sql.raw(`drop table ${name}_fts`).execute(db)
  } else if (dialect === 'postgres') await sql.raw(`drop index ${name}_grams`).execute(db)
  else await sql.raw(`alter table ${table} drop column ${column}_search`).execute(db)
}

/** Undoes `addPrefixSearch` (a migration's `down`). */
// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
export async function dropPrefixSearch(db: Kysely<any>, table: string, column: string): Promise<void> {
  const index = `${table}_${column}_lc`
  if (dialectOf(db) === 'mysql') await sql.raw(`alter table ${table} drop column ${column}_lc`).execute(db)
  else await sql.raw(`drop index ${index}`).execute(db)
}
