import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real app over a fresh database (in-memory PGlite, or a new database on the server
 * named by DATABASE_URL), API only, optionally with the demo data.
 */
export async function createTestApp(
  options: { seed?: boolean; now?: () => Date; extraRoutes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoData(database, options.now ? { now: options.now() } : {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vizitas-test-'));
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir };
  const app = await buildApp({ database, config, logger: false, ...(options.now ? { now: options.now } : {}) });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** {@link createTestApp} whose mail goes over real SMTP to a local inbox; `close` stops both. */
export async function createTestAppWithInbox(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp & { inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  // The mailer reads SMTP_URL when the app is built.
  process.env.SMTP_URL = inbox.url;
  let app: TestApp;
  try {
    app = await createTestApp(options);
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
