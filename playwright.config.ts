import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, WECHAT_UA } from './tests/support/browser'

const port = Number(process.env.E2E_PORT ?? 8181)

export default defineConfig({
  testDir: 'tests',
  // The accessibility coverage check runs after every browser test, and only when all of them were chosen: a single
  // file or --grep leaves it out (the check's own file, named alone, runs everything before it).
  projects: [
    { name: 'e2e', testMatch: '**/*.e2e.ts' },
    { name: 'a11y-coverage', testMatch: 'a11y-coverage.check.ts', dependencies: ['e2e'] },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 812 },
    userAgent: WECHAT_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app registers a service worker (demo/offline), and `page.route` does not see what a worker answers: blocked
    // for every test but the offline journey (tests/customer-tool-offline.e2e.ts), which allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Seeding the demo data on a busy 2-core machine has taken over a minute; the wait ends as soon as it answers.
    timeout: 180_000,
    // Always a fresh in-memory database with the demo data, even when DATABASE_URL points the server tests at a
    // PostgreSQL: the browser tests must not depend on, or leave behind, rows of earlier runs.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', DATABASE_URL: '', STATIC_DIR: 'demo/dist', NODE_ENV: 'test', FAIRPASS_DEMO: '1', DEMO_CALENDAR: 'spec' },
  },
})
