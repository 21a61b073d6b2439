import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 3100);
const reportDir = process.env.VIZITAS_REPORT_DIR;
const suite = process.env.VIZITAS_SUITE ?? 'local';

/**
 * Browser journeys in Debian's Chromium against the built product, started the way the
 * README starts it (production build, embedded database unless DATABASE_URL is set).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // In CI a failed journey runs once more and is then reported as flaky (decision 012).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/${suite}-playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The outbox API is served in production only with VIZITAS_DEV_OUTBOX=1 (the journeys read mail there).
    env: { PORT: String(port), NODE_ENV: 'production', VIZITAS_DEV_OUTBOX: '1' },
  },
});
