import { type Import, imports, list, str } from './format.js'
import type { Column, Model } from './model.js'

/**
 * The generated module's test (`<name>.test.ts`), on every engine the harness offers: adds a row,
 * finds it with a search, shows, edits, exports and deletes it, and refuses a wrong value naming the
 * field with nothing written.
 */

/** A value the column accepts, as a literal (null: read at run time, see `runtimeValue`). */
function sampleValue(c: Column): string | null {
  switch (c.widget) {
    case 'plate':
      return "'京A12345'"
    case 'number':
      return c.type === 'int' ? '7' : '1.5'
    case 'switch':
      return 'true'
    case 'date':
      return c.type === 'date' ? "'2026-12-31'" : "'2026-12-31T08:00:00.000Z'"
    case 'select':
    case 'person':
    case 'upload':
      return null
    default: {
      const text = c.type === 'text' ? '样例文本' : '样例'
      return str([...text].slice(0, c.max ?? 2).join(''))
    }
  }
}

/** How the test finds a value the database must know (a dictionary's first value, a user, a file). */
function runtimeValue(c: Column, use: (from: string, ...names: string[]) => void): string {
  if (c.widget === 'select') {
    use('../../../core/dicts.js', 'dictItems')
    return `(await dictItems(t.app.db, ${str(c.dictCode ?? '')}))[0]?.value ?? ''`
  }
  if (c.widget === 'person') return 'await userId(t)'
  use('../../../core/files.js', 'storeBuffer')
  return `(
      await storeBuffer(t.app.db, t.app.config.dataDir, null, Buffer.from('sample'), {
        name: 'sample.txt',
        purpose: 'FILE',
      })
    ).id`
}

/** The search the list test makes with the sample row, and the query it sends. */
function searchQuery(m: Model): string[] {
  const c = m.columns.find((x) => x.search !== 'none')
  if (!c) return []
  const v = `${sampleValue(c) === null ? 'late' : 'sample'}.${c.field}`
  if (c.search === 'range') return [`${c.field}From: ${v}`, `${c.field}To: ${v}`]
  if (c.type === 'boolean') return [`${c.field}: ${v} ? '1' : '0'`]
  if (c.search === 'like') return [`${c.field}: ${v}.slice(0, 2)`]
  return [`${c.field}: ${v}`]
}

/** An object literal ending a call at \`indent\`: on one line when \`line\` (with \`{}\` for it) fits. */
function objectArg(indent: number, line: string, entries: string[]): string {
  const one = entries.length ? `{ ${entries.join(', ')} }` : '{}'
  if (indent + line.replace('{}', one).length <= 110) return line.replace('{}', one)
  const pad = ' '.repeat(indent)
  return line.replace('{}', `{\n${entries.map((e) => `${pad}  ${e},`).join('\n')}\n${pad}}`)
}

export function testFile(m: Model): string {
  const found: Import[] = [
    { from: 'vitest', names: ['afterAll', 'beforeAll', 'describe', 'expect', 'it'] },
    { from: '../../../test/harness.js', names: ['api', 'dataCounts', 'engines', 'type TestApp', 'testApp'] },
  ]
  const use = (from: string, ...names: string[]) => found.push({ from, names })
  const base = `/api/${m.key}`
  const url = (p: string) => `\`\${base}/${p}\``
  const fixed = m.columns.flatMap((c) => {
    const v = sampleValue(c)
    return v === null ? [] : [`  ${c.field}: ${v},`]
  })
  const late = m.columns.filter((c) => sampleValue(c) === null)
  const lateLines = late.map((c) => `    late.${c.field} = ${runtimeValue(c, use)}`)
  const body = late.length ? '{ ...sample, ...late }' : 'sample'
  const spread = late.length ? '...sample, ...late' : '...sample'
  const needsUser = late.some((c) => c.widget === 'person')
  const bad = m.columns.find((c) => c.required) ?? m.columns[0]!
  const hasAdd = m.buttons.has('add')
  const shown = m.columns.find((c) => sampleValue(c) !== null) ?? m.columns[0]!
  const shownFrom = sampleValue(shown) === null ? 'late' : 'sample'
  const steps: string[] = []
  if (hasAdd) {
    steps.push(`    const added = await a.post(${url('add')}, ${body})
    expect(added.code, added.msg).toBe(200)
    const id = added.data as string
    ${objectArg(4, `const found = await a.get(${url('page')}, {})`, searchQuery(m))}
    expect(found.code, found.msg).toBe(200)
    expect(found.data.records.map((r: { id: string }) => r.id)).toContain(id)
    const detail = await a.get(${url('detail')}, { id })
    expect(detail.data).toMatchObject({ id, ${shown.field}: ${shownFrom}.${shown.field} })`)
    if (m.buttons.has('edit'))
      steps.push(`    expect((await a.post(${url('edit')}, { ${spread}, id })).code).toBe(200)`)
    if (m.buttons.has('export'))
      steps.push(`    const file = await a.raw(${url('export')})
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    expect(file.rawPayload.length).toBeGreaterThan(100)`)
    if (m.buttons.has('delete'))
      steps.push(`    expect((await a.post(${url('delete')}, [{ id }])).code).toBe(200)
    expect((await a.get(${url('detail')}, { id })).code).toBe(404)`)
  } else {
    steps.push(`    ${objectArg(4, `const page = await a.get(${url('page')}, {})`, searchQuery(m))}
    expect(page.code, page.msg).toBe(200)`)
  }
  const helpers = needsUser
    ? `
/** The signed-in administrator's id: a person the form may name. */
const userId = async (t: TestApp) =>
  (
    await t.app.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'superAdmin')
      .executeTakeFirstOrThrow()
  ).id
`
    : ''
  const writes = hasAdd
    ? `

  it('refuses a wrong value naming the field, writing nothing', async () => {
    const before = await dataCounts(t.app)
    ${objectArg(4, `const refused = await a.post(${url('add')}, {})`, [spread, `${bad.field}: { wrong: 1 }`])}
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain(${str(bad.field)})
    expect(await dataCounts(t.app)).toEqual(before)
  })`
    : ''
  const title = `${m.key} on $name`
  return `${imports(found)}
${helpers}
/** ${m.config.titleEn.replace(/\*\//g, '* /')} (generated by dev/codegen). */
const base = ${str(base)}

const sample = ${fixed.length ? `{\n${fixed.join('\n')}\n}` : '{}'}
${late.length ? '/** Values the database must know, read once it is there. */\nconst late: Record<string, string> = {}\n' : ''}
describe.each(engines)(${str(title)}, (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
${lateLines.join('\n')}${lateLines.length ? '\n' : ''}  })
  afterAll(() => t?.close())

  it(${str(hasAdd ? 'adds a row, finds it with a search, shows, edits, exports and deletes it' : 'lists the rows')}, async () => {
${steps.join('\n')}
  })${writes}
})
`
}

export { list }
