import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests: Debian's chromium against the built app on the real server (started by
 * global-setup.ts with a fresh SQLite database, one per worker). Build first: `npm run test:e2e` does.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // Two files at a time, each worker on a server and database of its own (global-setup.ts): the
  // browser waits on the server, timers and animations much of the time, so two keep both cores busy.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: a test that passes on retry is reported as flaky, and fixed, but a
  // shared, loaded machine must not throw away a whole submission for one timing hiccup.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // baseURL comes from the server global-setup starts (see tests/fixtures.ts).
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The pages honour "reduce motion" (no drawer or dialog animations): fewer frames to paint.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace (DOM snapshots and a screencast) doubles the browser's CPU; CI records it on
    // the retry of a failed test only, which is the trace that explains a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
