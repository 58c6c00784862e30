import type { FastifyInstance } from 'fastify'
import type { DemoContent } from './demo.js'
import type { JobAction } from './jobs.js'
import type { PrintDocDef } from './print.js'
import type { PageSeed } from './resources.js'
import type { ConfigSeed, DictSeed } from './seeds.js'
import type { FigureDef } from './workbench.js'

/** Registers a module's routes (each through `defineRoute`). */
export type RouteRegistrar = (app: FastifyInstance) => void | Promise<void>

/**
 * Everything one entity (`modules/<area>/<entity>/module.ts`) hands the core: `modules/index.ts`
 * lists the modules, one line each, and the core derives the app's routes, the seed's pages, the
 * workbench's figures, the scheduler's actions and the first start's sample content from that list
 * (and the seed's settings and dictionaries).
 * Texts register when their `texts.ts` loads; naming them here makes the module load them.
 */
export interface ModuleDef {
  /** `<area>/<entity>`, unique. */
  name: string
  routes?: RouteRegistrar[]
  /** Menu entries, buttons and fields for the seed. */
  pages?: PageSeed[]
  /** Settings rows (`dev_config`) the module reads, with their defaults. */
  configs?: ConfigSeed[]
  /** Dictionaries (`dev_dict`) the module's forms offer. */
  dicts?: DictSeed[]
  /** The module's `texts.ts` export (its zh-cn messages). */
  texts?: Readonly<Record<string, string>>
  figures?: FigureDef[]
  jobs?: JobAction[]
  demo?: DemoContent[]
  /** Document types it prints (`core/print.ts`); declaring them loads them before the routes register. */
  printDocs?: PrintDocDef[]
}

export const defineModule = (def: ModuleDef): ModuleDef => def

/** The lists the app, the seed, the workbench, the scheduler and the demo read. */
export interface Assembled {
  routes: RouteRegistrar[]
  pages: PageSeed[]
  configs: ConfigSeed[]
  dicts: DictSeed[]
  figures: FigureDef[]
  jobActions: JobAction[]
  demoContent: DemoContent[]
}

/** Throws when a value appears twice (two modules declaring the same thing). */
function once(what: string, values: readonly string[]) {
  const seen = new Set<string>()
  for (const v of values) {
    if (seen.has(v)) throw new Error(`${what} ${v} declared twice`)
    seen.add(v)
  }
}

/** Flattens the modules' declarations in list order; a module name, setting or dictionary declared twice throws. */
export function assembleModules(list: readonly ModuleDef[]): Assembled {
  const configs = list.flatMap((m) => m.configs ?? [])
  const dicts = list.flatMap((m) => m.dicts ?? [])
  const declared = {
    module: list.map((m) => m.name),
    setting: configs.map((c) => c.configKey),
    dictionary: dicts.map((d) => d.type),
  }
  for (const [what, values] of Object.entries(declared)) once(what, values)
  return {
    routes: list.flatMap((m) => m.routes ?? []),
    pages: list.flatMap((m) => m.pages ?? []),
    configs,
    dicts,
    figures: list.flatMap((m) => m.figures ?? []),
    jobActions: list.flatMap((m) => m.jobs ?? []),
    demoContent: list.flatMap((m) => m.demo ?? []),
  }
}
