import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
export const E2E_DATABASE_PATH = 'e2e/.data/e2e.db'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One server and one SQLite writer; each test creates its own campaign.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Playwright cannot download browsers here: use the system Chromium (CHROMIUM_PATH overrides).
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The database is prepared here, not in globalSetup: Playwright starts webServer first. The server is
    // the production one, as `npm start` and a host run it (`npm run test:e2e` builds it).
    command: 'npm run e2e:prepare && node .next/standalone/rim-command-server.mjs',
    url: `${baseURL}/api/health`,
    env: { DATABASE_PATH: E2E_DATABASE_PATH, HOST: '127.0.0.1', PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
