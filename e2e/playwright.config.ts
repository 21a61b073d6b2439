import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 3100);
const reportDir = process.env.VIZITAS_REPORT_DIR;
const suite = process.env.VIZITAS_SUITE ?? 'local';

/**
 * Browser journeys in Debian's Chromium against the built product, started the way the
 * README starts it (production build, embedded database unless DATABASE_URL is set).
 */
/**
 * `VIZITAS_E2E_SUBSET=database` (CI's PostgreSQL suite): only the journeys whose outcome depends
 * on the database — booking and its contention, the admin's writes, schedules, registration,
 * jobs and restarts, deleting an account, several server processes on one database. The others
 * (pages, chrome, dialogs, accessibility, HTML validity) prove the same thing on either database
 * and run once, on PGlite (docs/decisions/031).
 */
const DATABASE_JOURNEYS = [
  'booking.spec.ts',
  'customer-journey.spec.ts',
  'admin-appointments.spec.ts',
  'admin-appointment-edit.spec.ts',
  'admin-calendar.spec.ts',
  'admin-schedule.spec.ts',
  'business-registration.spec.ts',
  'reminders-settings.spec.ts',
  'crash-durability.spec.ts',
  'server-lifecycle.spec.ts',
  'privacy.spec.ts',
  'several-processes.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  ...(process.env.VIZITAS_E2E_SUBSET === 'database' ? { testMatch: DATABASE_JOURNEYS } : {}),
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
    // The web push journey's local push service (web-push-testing) listens on the next port (docs/decisions/027).
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      VIZITAS_DEV_OUTBOX: '1',
      PUSH_QUIET_HOURS: 'off',
      WEB_PUSH_EXTRA_SERVICES: `http://localhost:${port + 1}`,
    },
  },
});
