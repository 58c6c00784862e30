import os from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['contracts/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts'],
    // A guard against hangs, not a budget: with more forks than cores a CPU-bound walk over every
    // route (fuzz, registry) gets half a core.
    testTimeout: 300_000,
    // A test app's setup waits on a database server shared by every fork: slow when they all start at once.
    hookTimeout: 120_000,
    pool: 'forks',
    // The files wait on databases much of the time, so twice as many forks as cores keeps both busy
    // (vitest's default, one fewer than the cores, is a single fork on the 2-core CI machine).
    maxWorkers: Math.min(8, 2 * os.availableParallelism()),
    // One migrated and seeded database per engine, which each test app copies (server/src/test/templates.ts).
    globalSetup: ['server/src/test/templates.ts'],
  },
})
