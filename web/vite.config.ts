import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, parseSync } from 'vite'
import { compression } from 'vite-plugin-compression2'

export const CONTRACTS_SRC = /[\\/]contracts[\\/]src[\\/]/

/**
 * Start offsets of the calls evaluated while `node` is (the schema builders and the field helpers
 * nested in their arguments), not those inside function bodies, which run only when called.
 */
function collectCalls(node: unknown, into: number[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collectCalls(child, into)
    return
  }
  if (typeof node !== 'object' || node === null) return
  const n = node as { type?: string; start?: number }
  if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') return
  if ((n.type === 'CallExpression' || n.type === 'NewExpression') && n.start !== undefined) into.push(n.start)
  for (const [key, value] of Object.entries(node)) if (key !== 'parent') collectCalls(value, into)
}

/**
 * `@portal/contracts` mixes zod schemas (for the server) with constants and helpers (for everyone).
 * Its modules only declare things, so every call in a top-level `const x = ...` is marked pure (the
 * nested ones too: `z.object({ name: reqText(64) })` would otherwise keep `reqText(64)`): a schema
 * the web does not use is dropped, and with it zod. (Together with `moduleSideEffects` below.)
 */
export function pureContracts(): Plugin {
  return {
    name: 'portal:pure-contracts',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]contracts[\\/]src[\\/][^?]*\.ts$/ },
      handler(code, id) {
        const starts: number[] = []
        for (const statement of parseSync(id, code).program.body) {
          const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
          if (decl?.type !== 'VariableDeclaration') continue
          for (const d of decl.declarations) if (d.init) collectCalls(d.init, starts)
        }
        if (starts.length === 0) return null
        let out = code
        for (const at of starts.sort((a, b) => b - a))
          out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`
        return { code: out, map: null }
      },
    },
  }
}

/**
 * Fails the build when the script an HTML entry loads before it can run (its chunk and everything
 * that chunk imports statically, as the browser fetches them) is over `limitKb` gzip-compressed
 * kilobytes (issue 24: the phone sign-in had grown to 160 KB). Size is deterministic, unlike load
 * time, so the build checks it: the figure is printed on every build.
 */
export function scriptBudget(entry: string, limitKb: number): Plugin {
  return {
    name: 'portal:script-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      const start = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(`/${entry}`))
      if (!start) return
      const seen = new Set<string>()
      const walk = (fileName: string) => {
        if (seen.has(fileName)) return
        seen.add(fileName)
        for (const i of chunks.find((c) => c.fileName === fileName)?.imports ?? []) walk(i)
      }
      walk(start.fileName)
      const bytes = [...seen].reduce((sum, f) => {
        const c = chunks.find((x) => x.fileName === f)
        return sum + (c ? gzipSync(c.code, { level: 9 }).length : 0)
      }, 0)
      const kb = (bytes / 1024).toFixed(1)
      const line = `${entry}: ${kb} KB of script (gzip, ${seen.size} files) before it runs; budget ${limitKb} KB`
      if (bytes > limitKb * 1024) this.error(`${line}. Load the rest lazily (see docs/decisions.md).`)
      this.info(line)
    },
  }
}

/** Modules replaced by a lighter one of ours, in every build (see each shim's comment). */
export const SHIMS = {
  'resize-observer-polyfill': fileURLToPath(new URL('./src/shims/resizeObserver.ts', import.meta.url)),
}

/** antd-mobile's Form.Item gets a Popover loaded only when a label shows a help (`src/shims`). */
export function lazyFormHelp(): Plugin {
  const shim = fileURLToPath(new URL('./src/shims/formHelpPopover.tsx', import.meta.url))
  return {
    name: 'portal:lazy-form-help',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../popover' &&
        importer &&
        /antd-mobile[\\/]es[\\/]components[\\/]form[\\/]form-item\.js$/.test(importer)
      )
        return shim
      return null
    },
  }
}

// `@portal/contracts` is consumed from its TypeScript source through the 'source' export condition,
// so the web never waits for a contracts build.
export default defineConfig({
  plugins: [
    react(),
    pureContracts(),
    // Brotli and gzip copies of the bundles (`x.js.br`, `x.js.gz`), sent as they are by @fastify/static
    // (`preCompressed`) to browsers that accept them; index.html stays plain (it is tiny).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/, threshold: 1024 }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: SHIMS },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // zod's builders (`z.object(...)...`) have no side effects.
        manualPureFunctions: ['z'],
        // An unused contracts module is left out entirely.
        moduleSideEffects: [{ test: CONTRACTS_SRC, sideEffects: false }],
      },
      // React, its DOM renderer and the router change together and rarely: one long-cached chunk.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Icon components: one chunk instead of one per icon shared by two pages (the shell's
            // first screen would otherwise fetch a dozen files of half a kilobyte).
            { name: 'icons', test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]/ },
          ],
        },
      },
    },
  },
})
