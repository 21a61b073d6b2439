import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemoData, type Database } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { buildApp, startJobWorkers } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { CACHES_OFF, configureAvailabilityCache } from '#server/modules/availability/index.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  now?: () => Date;
  extraRoutes?: (app: FastifyInstance) => void;
  /** This app works on the job queue (mail is sent), polling every 100 ms, first retry after ~1 s. */
  workers?: boolean;
  /** An open, migrated database to use instead of a fresh one; the caller closes it. */
  database?: Database;
  /**
   * The calendar's caches, on as in production unless `false`: for a test that writes rows
   * straight into its database between requests, as another process would, and must see them.
   */
  availabilityCache?: boolean;
}

/** Job queue timings of test apps: poll often, retry soon. */
export const TEST_JOB_OPTIONS = { pollIntervalMs: 100, retryDelaySeconds: 1 } as const;

/**
 * The real app over a fresh database (in-memory PGlite, or a new database on the server
 * named by DATABASE_URL), API only, optionally with the demo data. The job queue is there
 * (enqueueing works); it sends only with `workers: true`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  if (options.seed) await seedDemoData(database, options.now ? { now: options.now() } : {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vizitas-test-'));
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir };
  const app = await buildApp({
    database,
    config,
    logger: false,
    jobs: TEST_JOB_OPTIONS,
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.availabilityCache === false) configureAvailabilityCache(app.context.caches, CACHES_OFF);
  options.extraRoutes?.(app);
  await app.ready();
  // The notice sweep is not ticked in tests: they run it by hand with their pinned clock.
  if (options.workers) startJobWorkers(app, { sweeps: false });
  return {
    app,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * {@link createTestApp} whose mail goes over real SMTP to a local inbox; `close` stops both.
 * Its job workers run unless `workers: false` (mail leaves through the `send-mail` job).
 */
export async function createTestAppWithInbox(options: TestAppOptions = {}): Promise<TestApp & { inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  // The mailer reads SMTP_URL when the app is built.
  process.env.SMTP_URL = inbox.url;
  let app: TestApp;
  try {
    app = await createTestApp({ workers: true, ...options });
  } finally {
    delete process.env.SMTP_URL;
  }
  return {
    app: app.app,
    inbox,
    async close() {
      await app.close();
      await inbox.close();
    },
  };
}
