import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests: Debian's chromium against the built app on the real server (started by
 * global-setup.ts with a fresh SQLite database). Build first: `npm run test:e2e` does.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  workers: 1,
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
