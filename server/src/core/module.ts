import type { FastifyInstance } from 'fastify'
import type { DemoContent } from './demo.js'
import type { JobAction } from './jobs.js'
import type { PageSeed } from './resources.js'
import type { FigureDef } from './workbench.js'

/** Registers a module's routes (each through `defineRoute`). */
export type RouteRegistrar = (app: FastifyInstance) => void | Promise<void>

/**
 * Everything one entity (`modules/<area>/<entity>/module.ts`) hands the core: `modules/index.ts`
 * lists the modules, one line each, and the core derives the app's routes, the seed's pages, the
 * workbench's figures, the scheduler's actions and the first start's sample content from that list.
 * Texts register when their `texts.ts` loads; naming them here makes the module load them.
 */
export interface ModuleDef {
  /** `<area>/<entity>`, unique. */
  name: string
  routes?: RouteRegistrar[]
  /** Menu entries, buttons and fields for the seed. */
  pages?: PageSeed[]
  /** The module's `texts.ts` export (its zh-cn messages). */
  texts?: Readonly<Record<string, string>>
  figures?: FigureDef[]
  jobs?: JobAction[]
  demo?: DemoContent[]
}

export const defineModule = (def: ModuleDef): ModuleDef => def

/** The five lists the app, the seed, the workbench, the scheduler and the demo read. */
export interface Assembled {
  routes: RouteRegistrar[]
  pages: PageSeed[]
  figures: FigureDef[]
  jobActions: JobAction[]
  demoContent: DemoContent[]
}

/** Flattens the modules' declarations in list order; a module name used twice throws. */
export function assembleModules(list: readonly ModuleDef[]): Assembled {
  const names = new Set<string>()
  for (const m of list) {
    if (names.has(m.name)) throw new Error(`module ${m.name} listed twice`)
    names.add(m.name)
  }
  return {
    routes: list.flatMap((m) => m.routes ?? []),
    pages: list.flatMap((m) => m.pages ?? []),
    figures: list.flatMap((m) => m.figures ?? []),
    jobActions: list.flatMap((m) => m.jobs ?? []),
    demoContent: list.flatMap((m) => m.demo ?? []),
  }
}
