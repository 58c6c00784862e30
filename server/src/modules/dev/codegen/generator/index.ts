import type { CodegenConfig, CodegenVersion } from '@portal/contracts'
import {
  applicationApi,
  applicationApproval,
  applicationContract,
  applicationRoutesFile,
  applicationSchema,
  applicationSeed,
  applicationService,
  applicationTest,
  applicationTextsFile,
  applicationView,
  applicationViewTexts,
  phoneApply,
  phoneDir,
  phoneKind,
  phoneRecords,
} from './application.js'
import { withHeader } from './checksum.js'
import { contractFile } from './contract.js'
import { migrationFile, migrationPath } from './migration.js'
import { type Model, modelOf } from './model.js'
import {
  CONTRACTS_INDEX,
  contractsIndex,
  MIGRATIONS_INDEX,
  MODULES_INDEX,
  migrationsIndex,
  modulesIndex,
  PHONE_INDEX,
  PHONE_ROOTS,
  phoneIndex,
  phoneRoots,
} from './registries.js'
import {
  moduleFile,
  routesFile,
  schemaFile,
  seedFile,
  serverDir,
  textsFile as serverTexts,
  serviceFile,
} from './server.js'
import { testFile } from './test.js'
import { apiFile, apiPath, viewDir, viewFile, textsFile as viewTexts } from './web.js'

/**
 * The generator: pure functions from saved configurations to files (`{path, content}`, paths from
 * the project's root), each with its checksum header. Nothing here reads the database or the disk.
 */

export interface GenFile {
  path: string
  content: string
}

/** One configuration as the generator takes it: the schema versions made so far, and whether its table has audit columns. */
export interface GenInput {
  config: CodegenConfig
  versions: CodegenVersion[]
  audit?: boolean
}

export const toModel = (i: GenInput): Model => modelOf(i.config, i.versions, i.audit ?? true)

/** The files of one module. */
export function moduleFiles(input: GenInput): GenFile[] {
  const m = toModel(input)
  const dir = serverDir(m)
  const view = viewDir(m)
  if (m.application) return applicationFiles(m)
  const files: Array<[string, string]> = [
    [`contracts/src/${m.key}.ts`, contractFile(m)],
    ...m.versions.map((_, i) => [migrationPath(m, i), migrationFile(m, i)] as [string, string]),
    [`${dir}/schema.ts`, schemaFile(m)],
    [`${dir}/service.ts`, serviceFile(m)],
    [`${dir}/routes.ts`, routesFile(m)],
    [`${dir}/seed.ts`, seedFile(m)],
    [`${dir}/texts.ts`, serverTexts(m)],
    [`${dir}/module.ts`, moduleFile(m)],
    [`${dir}/${m.name}.test.ts`, testFile(m)],
    [apiPath(m), apiFile(m)],
    [`${view}/index.tsx`, viewFile(m)],
    [`${view}/texts.ts`, viewTexts(m)],
  ]
  return files.map(([path, body]) => ({ path, content: withHeader(m.key, body) }))
}

/** The files of a phone application with an approval (kind `APPLICATION`): the kit's declaration and pages. */
function applicationFiles(m: Model): GenFile[] {
  const dir = serverDir(m)
  const view = viewDir(m)
  const phone = phoneDir(m)
  const files: Array<[string, string]> = [
    [`contracts/src/${m.key}.ts`, applicationContract(m)],
    ...m.versions.map((_, i) => [migrationPath(m, i), migrationFile(m, i)] as [string, string]),
    [`${dir}/schema.ts`, applicationSchema(m)],
    [`${dir}/service.ts`, applicationService(m)],
    [`${dir}/routes.ts`, applicationRoutesFile(m)],
    [`${dir}/seed.ts`, applicationSeed(m)],
    [`${dir}/texts.ts`, applicationTextsFile(m)],
    [`${dir}/module.ts`, moduleFile(m)],
    [`${dir}/${m.name}.test.ts`, applicationTest(m)],
    [apiPath(m), applicationApi(m)],
    [`${view}/index.tsx`, applicationView(m)],
    [`${view}/approval.tsx`, applicationApproval(m)],
    [`${view}/texts.ts`, applicationViewTexts(m)],
    [`${phone}/kind.ts`, phoneKind(m)],
    [`${phone}/Apply.tsx`, phoneApply(m)],
    [`${phone}/Records.tsx`, phoneRecords(m)],
  ]
  return files.map(([path, body]) => ({ path, content: withHeader(m.key, body) }))
}

/** The registries, from every configuration. */
export function registryFiles(all: GenInput[]): GenFile[] {
  const models = all.map(toModel)
  return [
    { path: MODULES_INDEX, content: withHeader('all', modulesIndex(models)) },
    { path: MIGRATIONS_INDEX, content: withHeader('all', migrationsIndex(models)) },
    { path: CONTRACTS_INDEX, content: withHeader('all', contractsIndex(models)) },
    { path: PHONE_INDEX, content: withHeader('all', phoneIndex(models)) },
    { path: PHONE_ROOTS, content: withHeader('all', phoneRoots(models)) },
  ]
}

/** What generating `one` writes: its module's files and the registries of `all` (which include it). */
export function generate(one: GenInput, all: GenInput[]): GenFile[] {
  return [...moduleFiles(one), ...registryFiles(all)]
}

/** Everything, for every configuration. */
export function generateAll(all: GenInput[]): GenFile[] {
  return [...all.flatMap(moduleFiles), ...registryFiles(all)]
}
