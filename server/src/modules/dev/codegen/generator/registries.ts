import { phoneDir, phonePath } from './application.js'
import { compareNames, imports, list as listOf, str } from './format.js'
import { migrationPath, phoneMenu, versionName } from './migration.js'
import { camel, type Model } from './model.js'

/**
 * The three generated registries the hand-written ones take in once (`modules/index.ts`,
 * `db/migrations/index.ts`, `contracts/src/index.ts`): rewritten from every saved configuration, so
 * a generation never edits a hand-written file. Empty, they hold nothing and the tree builds.
 */

export const MODULES_INDEX = 'server/src/modules/generated.ts'
export const MIGRATIONS_INDEX = 'server/src/db/migrations/generated.ts'
export const CONTRACTS_INDEX = 'contracts/src/generated/index.ts'
/** The phone pages of the generated applications, which `web/src/mobile/pages.ts` takes in once. */
export const PHONE_INDEX = 'web/src/mobile/generated.ts'
/** Their first path segments, which `MOBILE_PAGE_ROOTS` takes in once: the server serves them the phone app. */
export const PHONE_ROOTS = 'contracts/src/generated/phoneRoots.ts'

const byKey = (models: Model[]) => [...models].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))

export function modulesIndex(models: Model[]): string {
  const list = byKey(models)
  const modules = listOf(
    0,
    'export const generatedModules: ModuleDef[] = [',
    list.map((m) => m.code),
    ']',
  )
  return `${imports([
    { from: '../core/module.js', names: ['ModuleDef'], typeOnly: true },
    ...list.map((m) => ({ from: `./${m.key}/module.js`, default: m.code })),
  ])}

/** The modules dev/codegen generated, after the hand-written ones in \`modules/index.ts\`. */
${modules}
`
}

export function migrationsIndex(models: Model[]): string {
  const entries = byKey(models).flatMap((m) =>
    m.versions.map((_, i) => {
      const name = versionName(m, i)
      return {
        name,
        id: camel(name),
        from: `./${migrationPath(m, i).split('/migrations/')[1]!.replace(/\.ts$/, '.js')}`,
      }
    }),
  )
  const head = imports([{ from: 'kysely', names: ['Migration'], typeOnly: true }])
  const stars = [...entries]
    .sort((a, b) => compareNames(a.from, b.from))
    .map((e) => `import * as ${e.id} from ${str(e.from)}`)
  const lines = entries.map((e) => `  gen_${e.name}: ${e.id},`)
  return `${head}${stars.length ? `\n${stars.join('\n')}` : ''}

/**
 * The migrations dev/codegen generated, named \`gen_<table>_NN\`: after every hand-written one in name
 * order, and in version order for each table (the migrator allows a hand-written one added later).
 */
export const generatedMigrations: Record<string, Migration> = ${lines.length ? `{\n${lines.join('\n')}\n}` : '{}'}
`
}

export function contractsIndex(models: Model[]): string {
  const lines = byKey(models).map((m) => `export * from ${str(`../${m.key}.js`)}`)
  return `/** The contracts of the modules dev/codegen generated (\`contracts/src/<area>/<name>.ts\`). */
${lines.length ? lines.join('\n') : 'export {}'}
`
}

export function phoneIndex(models: Model[]): string {
  const pages = byKey(models)
    .filter((m) => m.application)
    .map((m) => {
      const dir = `./${phoneDir(m).split('/mobile/')[1]}`
      return `  {
    path: ${str(phonePath(m))},
    menu: ${str(phoneMenu(m).path)},
    apply: () => import(${str(`${dir}/Apply`)}),
    records: () => import(${str(`${dir}/Records`)}),
  },`
    })
  return `${imports([{ from: './pages', names: ['GeneratedPhonePage'], typeOnly: true }])}

/**
 * The phone applications dev/codegen generated: each one's form (\`path\`, \`/:isEdit?/:id?\`), its
 * records (\`path\` + \`Records\`) and the phone menu path opening them. \`pages.ts\` takes them in.
 */
export const generatedPhonePages: GeneratedPhonePage[] = ${pages.length ? `[\n${pages.join('\n')}\n]` : '[]'}
`
}

export function phoneRoots(models: Model[]): string {
  const roots = byKey(models)
    .filter((m) => m.application)
    .flatMap((m) => [phonePath(m).slice(1), `${phonePath(m).slice(1)}Records`])
  return `/** The first path segments of the phone applications dev/codegen generated (served from \`mobile.html\`). */
${listOf(0, 'export const GENERATED_PHONE_ROOTS: readonly string[] = [', roots.map(str), ']')}
`
}
