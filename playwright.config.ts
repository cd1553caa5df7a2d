import { defineConfig, devices } from '@playwright/test'
import { ensureChromium, PACKAGED_CHROMIUM } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
export const E2E_DATABASE_PATH = 'e2e/.data/e2e.db'
// Playwright cannot download browsers here: CHROMIUM_PATH, the system's Chromium or Chrome, Playwright's own,
// or a Chromium brought once from the npm registry (scripts/chromium.mjs).
const browser = ensureChromium()

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: browser.path,
    ...(Object.keys(browser.env).length > 0 ? { env: { ...process.env, ...browser.env } } : {}),
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
}

export default defineConfig({
  testDir: './e2e',
  // The screenshots of the look specs are drawn with the browser's fonts: a system Chromium draws with the
  // machine's, the packaged one with its own, so each has its own screenshots (the packaged ones end in -packaged).
  snapshotPathTemplate: `{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-projectName}{-snapshotSuffix}${
    browser.source === PACKAGED_CHROMIUM.name ? '-packaged' : ''
  }{ext}`,
  fullyParallel: false,
  // Two spec files at once (E2E_WORKERS): each makes campaigns of its own on the one server, whose writes are
  // synchronous SQLite transactions, and those that start servers of their own take free ports. The tests of
  // a file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // What a page shows after a server round trip (a refit's preview, a print's layout) can take several seconds
  // on a busy two-core machine running two files at once.
  expect: { timeout: 15_000 },
  // No trace on CI, where nobody can open one: recording it costs about a tenth of a run's CPU (E2E_TRACE=on to
  // record every test's, locally).
  use: { baseURL, trace: (process.env.E2E_TRACE as 'on' | 'off' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'), screenshot: 'only-on-failure' },
  // The whole-campaign journey is the longest file by far: its own project, listed first, starts first, and
  // the other files share the second worker meanwhile.
  projects: [
    { name: 'journey', testMatch: /whole-campaign\.spec\.ts$/, use: chromium },
    { name: 'chromium', testIgnore: /whole-campaign\.spec\.ts$/, use: chromium },
  ],
  webServer: {
    // The database is prepared here, not in globalSetup: Playwright starts webServer first. The server is
    // the production one, as `npm start` and a host run it (`npm run test:e2e` builds it).
    command: 'npm run e2e:prepare && node .next/standalone/rim-command-server.mjs',
    url: `${baseURL}/api/health`,
    // Every test's browser comes from 127.0.0.1, two files at once: the per-address stream limit of a club.
    env: { DATABASE_PATH: E2E_DATABASE_PATH, HOST: '127.0.0.1', PORT: String(PORT), STREAMS_PER_ADDRESS: '200' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
