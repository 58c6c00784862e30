import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, parseSync } from 'vite'

const CONTRACTS_SRC = /[\\/]contracts[\\/]src[\\/]/

/**
 * `@portal/contracts` mixes zod schemas (for the server) with constants and helpers (for everyone).
 * Its modules only declare things, so every top-level `const x = <call>` is marked pure: a schema the
 * web does not use is dropped, and with it zod. (Together with `moduleSideEffects` below.)
 */
function pureContracts(): Plugin {
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
          for (const d of decl.declarations) if (d.init?.type === 'CallExpression') starts.push(d.init.start)
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
 * Brotli and gzip copies of the hashed bundles (`x.js.br`, `x.js.gz`): the server sends them as they
 * are to browsers that accept them (@fastify/static `preCompressed`), so the first load costs the
 * compressed size without compressing on every request. index.html stays plain (it is tiny).
 */
function precompress(): Plugin {
  let assetsDir = ''
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir)
    },
    closeBundle() {
      if (!fs.existsSync(assetsDir)) return
      for (const name of fs.readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue
        const file = path.join(assetsDir, name)
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_MAX_QUALITY } = zlib.constants
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        )
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
      }
    },
  }
}

// `@portal/contracts` is consumed from its TypeScript source through the 'source' export condition,
// so the web never waits for a contracts build.
export default defineConfig({
  plugins: [react(), pureContracts(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
          ],
        },
      },
    },
  },
})
