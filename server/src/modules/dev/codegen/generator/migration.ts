import type { CodegenColumn } from '@portal/contracts'
import { type Import, imports, list, oneLine, prop, str } from './format.js'
import { type Column, column, type Model } from './model.js'

/**
 * The module's migrations, one per schema version (`server/src/db/migrations/generated/<table>_NN.ts`,
 * named `gen_<table>_NN`): the first creates the table with its list indexes (a live table gets its
 * list indexes only), each later one adds the columns, indexes and text searches the configuration
 * gained since. Columns are nullable (the contract requires what is required), so a column added to a
 * table with rows, or one left out later, never stops a write.
 */

export const versionName = (m: Model, i: number) => `${m.table}_${String(i + 1).padStart(2, '0')}`
export const migrationPath = (m: Model, i: number) =>
  `server/src/db/migrations/generated/${versionName(m, i)}.ts`

/** The column's type as `tables.ts` declares columns. */
function columnType(c: Column): string {
  switch (c.type) {
    case 'string':
      return str(`varchar(${c.max})`)
    case 'text':
      return str('text')
    case 'int':
      return str('integer')
    case 'decimal':
      return str('double precision')
    case 'boolean':
      return `['integer', { default: 0 }]`
    case 'date':
      return 'DAY'
    default:
      return 'TIME'
  }
}

/** An index's name: a live table's get `_g_` so they never meet the table's own. */
export const indexName = (m: Model, suffix: string) =>
  m.config.source === 'NEW' ? `${m.table}_${suffix}` : `${m.table}_g_${suffix}`
/** The index of the default order. */
export const orderIndex = (m: Model) => indexName(m, m.audit || m.application ? 'created' : 'key')
/** An application's index of its applicant's own list (the kit's "mine"). */
export const mineIndex = (m: Model) => indexName(m, 'open')
/** An application's phone menu entry (`mobile_resource`): its id, code and path. */
export const phoneMenu = (m: Model) => ({
  id: `mres-gen-${m.area}-${m.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  code: `mobile${m.Code}`,
  path: `/mobile/${m.code}`,
})
/** The index of a column's filter and sort. */
export const columnIndex = (m: Model, c: Pick<CodegenColumn, 'name'>) => indexName(m, c.name)

export const indexed = (c: Pick<CodegenColumn, 'search'>) => c.search === 'eq' || c.search === 'range'
const texted = (c: Pick<CodegenColumn, 'search'>) => c.search === 'like'

export function migrationFile(m: Model, i: number): string {
  const version = m.versions[i]!.columns.map(column)
  const before = i ? m.versions[i - 1]!.columns : null
  const had = new Map((before ?? []).map((c) => [c.name, c]))
  const t = str(m.table)
  const found: Import[] = [{ from: '../tables.js', names: ['type Db'] }]
  const use = (from: string, ...names: string[]) => found.push({ from, names })
  const up: string[] = []
  const down: string[] = []
  const added = version.filter((c) => !had.has(c.name))
  const colLines = (cols: Column[]) =>
    cols.map((c) => {
      const type = columnType(c)
      if (type === 'DAY' || type === 'TIME') use('../tables.js', type)
      return `    ${c.name}: ${type},`
    })
  if (!before && m.application) {
    use('../tables.js', 'applicationColumns', 'createTable', 'dropTables')
    const cols = colLines(version).map((l) => `  ${l}`)
    up.push(
      `  await createTable(\n    db,\n    ${t},\n    applicationColumns(${cols.length ? `{\n${cols.join('\n')}\n    }` : ''}),\n  )`,
    )
    down.unshift(`  await dropTables(db, [${t}])`)
  } else if (!before && m.config.source === 'NEW') {
    use('../tables.js', 'createTable', 'dropTables', ...(m.audit ? ['AUDIT'] : []))
    const cols = [...colLines(version), ...(m.audit ? ['    ...AUDIT,'] : [])]
    up.push(`  await createTable(db, ${t}, {\n${cols.join('\n')}\n  })`)
    down.unshift(`  await dropTables(db, [${t}])`)
  } else if (added.length) {
    use('../tables.js', 'addColumns', 'dropColumns')
    up.push(`  await addColumns(db, ${t}, {\n${colLines(added).join('\n')}\n  })`)
    const names = list(
      2,
      '[',
      added.map((c) => str(c.name)),
      ']',
    )
    down.unshift(`  await ${list(2, 'dropColumns(db, ', [t, names], ')')}`)
  }
  const indexes: Array<[string, string[]]> = []
  if (!before && m.application)
    indexes.push(
      [mineIndex(m), ['open_id', 'created_at', 'id']],
      [orderIndex(m), ['created_at', 'id', 'status']],
    )
  else if (!before) indexes.push([orderIndex(m), m.audit ? ['created_at', 'id'] : ['id']])
  for (const c of version) {
    const was = had.get(c.name)
    if (indexed(c) && !(was && indexed(was))) indexes.push([columnIndex(m, c), [c.name, 'id']])
  }
  if (indexes.length) {
    use('../indexes.js', 'createIndexes')
    const lines = indexes.map(
      ([name, cols]) => `    ${name}: ${list(4 + name.length + 2, '[', cols.map(str), ']', ',')},`,
    )
    up.push(`  await createIndexes(db, ${t}, {\n${lines.join('\n')}\n  })`)
    // A table the migration created takes its indexes with it.
    if (before || m.config.source === 'LIVE') {
      use('../indexes.js', 'dropIndexes')
      const names = list(
        2,
        '[',
        indexes.map(([n]) => str(n)),
        ']',
      )
      down.unshift(`  await ${list(2, 'dropIndexes(db, ', [t, names], ')')}`)
    }
  }
  for (const c of version) {
    const was = had.get(c.name)
    if (texted(c) && !(was && texted(was))) {
      use('../../../core/search.js', 'addTextSearch', 'dropTextSearch')
      up.push(`  await addTextSearch(db, ${t}, ${str(c.name)})`)
      down.unshift(`  await dropTextSearch(db, ${t}, ${str(c.name)})`)
    }
  }
  if (!before && m.application) {
    // The phone menu entry, once (fixed id: an administrator's deletion stays deleted).
    const menu = phoneMenu(m)
    const values = [
      ['id', str(menu.id)],
      ['parent_id', "'mres-mod-work'"],
      ['category', "'MENU'"],
      ['code', str(menu.code)],
      ['title', str(m.config.titleZh)],
      ['title_en', str(m.config.titleEn)],
      ['icon', "'FileOutline'"],
      ['color', "'#1677FF'"],
      ['path', str(menu.path)],
      ['component', str(`mobile/${m.code}/index`)],
      ['sort_code', '20'],
      ['created_at', 'new Date().toISOString()'],
      ['created_user', 'null'],
      ['updated_at', 'null'],
      ['updated_user', 'null'],
    ]
    up.push(`  await db
    .insertInto('mobile_resource')
    .values({
${values.map(([k, v]) => prop(6, `${k}:`, v!)).join('\n')}
    })
    .execute()`)
    down.unshift(`  await db.deleteFrom('mobile_resource').where('id', '=', ${str(menu.id)}).execute()`)
  }
  if (!up.length) up.push('  // Nothing of the schema changed in this version.')
  if (!down.length) down.push('  // Nothing to undo.')
  const what = before
    ? 'adds what the configuration gained'
    : m.application
      ? 'creates the table and the phone menu entry'
      : m.config.source === 'NEW'
        ? 'creates the table'
        : 'indexes the live table'
  return `${imports(found)}

/** ${oneLine(m.config.titleZh)} (\`${m.key}\`, generated), version ${i + 1}: ${what}. */
export async function up(db: Db): Promise<void> {
${up.join('\n')}
}

export async function down(db: Db): Promise<void> {
${down.join('\n')}
}
`
}
