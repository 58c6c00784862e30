import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '..')
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts'))
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\(?)\s*'(\.[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  )

describe('module walls', () => {
  it('a module area imports only the core, the database and its own area', () => {
    const modules = path.join(src, 'modules')
    const wrong: string[] = []
    // modules/index.ts lists every module's routes: the one file that sees them all.
    for (const file of files(modules).filter((f) => path.dirname(f) !== modules)) {
      const area = path.relative(modules, file).split(path.sep)[0]!
      for (const target of importsOf(file)) {
        const rel = path.relative(src, target)
        const [top, second] = rel.split(path.sep)
        if (top === 'core' || top === 'db' || top === 'test') continue
        if (top === 'modules' && (second === area || second === 'index.ts' || second === 'index.js')) continue
        wrong.push(`${path.relative(src, file)} -> ${rel}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('routes hand services the database or app.deps, never the Fastify instance', () => {
    // The instance fits the Deps type by its shape, so only this check keeps it out of services.
    const wrong = files(path.join(src, 'modules'))
      .filter((f) => f.endsWith('routes.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/\b(\w+)(?:<[^>(]*>)?\(\s*app\s*[,)]/g)]
          // defineRoute and the core's helpers that call it for a module register routes.
          .filter(
            (m) =>
              ![
                'defineRoute',
                'defineAlias',
                'contentRoutes',
                'publicContentRoute',
                'applicationRoutes',
              ].includes(m[1]!),
          )
          .map((m) => `${path.relative(src, file)}: ${m[1]}(app…)`),
      )
    expect(wrong).toEqual([])
  })

  it('the core imports no module', () => {
    const wrong = files(path.join(src, 'core')).flatMap((file) =>
      importsOf(file)
        .filter((t) => path.relative(src, t).startsWith(`modules${path.sep}`))
        .map((t) => `${path.relative(src, file)} -> ${path.relative(src, t)}`),
    )
    expect(wrong).toEqual([])
  })

  it("a file naming a module's message imports that module's texts.ts", async () => {
    // With the import walls above, this keeps other areas and the core off a module's messages, and
    // registers the messages before any use.
    const textsFiles = files(path.join(src, 'modules')).filter((f) => path.basename(f) === 'texts.ts')
    const owner = new Map<string, string>()
    for (const file of textsFiles) {
      const { texts }: { texts: Record<string, string> } = await import(file)
      for (const key of Object.keys(texts)) owner.set(key, file.replace(/\.ts$/, '.js'))
    }
    expect(owner.size).toBeGreaterThan(0)
    const wrong = new Set<string>()
    for (const file of files(src).filter((f) => !f.endsWith('.test.ts') && !textsFiles.includes(f))) {
      const imported = new Set(importsOf(file))
      for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(/'(\w+)'/g)) {
        const texts = owner.get(key!)
        if (texts && !imported.has(texts))
          wrong.add(`${path.relative(src, file)}: '${key}' -> ${path.relative(src, texts)}`)
      }
    }
    expect([...wrong]).toEqual([])
  })
})
