import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.VIZITAS_REPORT_DIR;
const suite = process.env.VIZITAS_SUITE ?? 'local';

/**
 * `VIZITAS_VITEST_SUBSET=database` (CI's PostgreSQL suite): only the test files whose outcome the
 * database decides — the server's and the database package's, and the bench's booking fixture.
 * The rest (the engine, the shared package, the web's models, the tools) touch no database and
 * run once, in the PGlite suite.
 */
const DATABASE_TESTS = ['packages/db/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/src/booking-fixture.test.ts'];
const ALL_TESTS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/app/**/*.test.ts',
  'apps/web/service-worker/**/*.test.ts',
  'bench/src/**/*.test.ts',
  'tools/**/*.test.ts',
];

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  test: {
    include: process.env.VIZITAS_VITEST_SUBSET === 'database' ? DATABASE_TESTS : ALL_TESTS,
    // Both cores (Vitest leaves one free by default); `VITEST_MAX_WORKERS` sets another number.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/${suite}-vitest.json` } } : {}),
  },
});
