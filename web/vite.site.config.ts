import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { CONTRACTS_SRC, lazyFormHelp, pureContracts, SHIMS, scriptBudget } from './vite.config.ts'

/**
 * The public site (`src/site`) and the phone pages (`src/mobile`, `mobile.html`: antd-mobile, never
 * the back-office's antd), built together so they share the React chunk. The site is built twice: for the browser (`site.html` and its bundle, next to
 * the back-office's in `dist/`; no antd, no router) and for the server (`--ssr`, into `dist-ssr/`),
 * which renders each public page's first HTML. `npm run build` runs both after the back-office.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pureContracts(),
    lazyFormHelp(),
    ...(isSsrBuild
      ? []
      : [
          compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css)$/, threshold: 1024 }),
          // The phone sign-in must be usable on a weak network: see src/mobile/main.tsx.
          scriptBudget('mobile.html', 90),
        ]),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: SHIMS },
  // The contracts are TypeScript source: bundled into the server build too.
  ssr: { noExternal: ['@portal/contracts'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        // The back-office's build ran first into the same folder.
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2022',
        rolldownOptions: {
          input: { site: 'site.html', mobile: 'mobile.html' },
          treeshake: {
            manualPureFunctions: ['z'],
            moduleSideEffects: [{ test: CONTRACTS_SRC, sideEffects: false }],
          },
          // The popover loaded by `lazyFormHelp` in a chunk of its own: left to itself, the bundler
          // names the chunk of antd-mobile's shared helpers after it and the sign-in loads it all.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'popover',
                  includeDependenciesRecursively: false,
                  test: /[\\/]node_modules[\\/](@floating-ui[\\/]|antd-mobile[\\/]es[\\/]components[\\/]popover[\\/])/,
                },
              ],
            },
          },
        },
      },
}))
