import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase, type Database } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { ADMIN_FIXTURE_NOW, apiRequest, makeAdminFixture } from '#server/testing/admin-endpoints.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { startSmtpInbox, type SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { TestClock } from '#server/testing/browser.ts';
import { and, eq } from 'drizzle-orm';
import { appointmentNotices, notifications } from '@vizitas/db';
import { runNoticeSweep } from '#server/modules/reminders/index.ts';
import { enqueueMail } from './index.ts';

const clock = new TestClock(new Date('2027-03-01T09:00:00Z'));
const CHILD = fileURLToPath(new URL('../testing/enqueue-and-wait.ts', import.meta.url));
const SWEEP_CHILD = fileURLToPath(new URL('../testing/sweep-and-wait.ts', import.meta.url));
const MAIL_WORKER = fileURLToPath(new URL('../testing/mail-worker.ts', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** A database that survives its process: a PGlite folder, or a fresh database on the server. */
async function durableDatabase(): Promise<{
  open(): Promise<Database>;
  /** Closes what `open` gave (PGlite: the folder stays). */
  close(): Promise<void>;
  childEnv: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}> {
  if (onPostgres) {
    const database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return {
      open: async () => database,
      close: async () => undefined,
      childEnv: { DATABASE_URL: database.url },
      dispose: () => database.close(),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'vizitas-jobs-'));
  const dataDir = path.join(dir, 'pglite');
  const created = await openDatabase({ dataDir });
  await migrate(created);
  await created.close();
  let opened: Database | undefined;
  return {
    open: async () => (opened = await openDatabase({ dataDir })),
    async close() {
      await opened?.close();
      opened = undefined;
    },
    childEnv: { VIZITAS_TEST_PGLITE_DIR: dataDir, DATABASE_URL: '' },
    async dispose() {
      await opened?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the child until it has committed the job, then kills it with SIGKILL. */
async function enqueueInChildAndKill(
  env: NodeJS.ProcessEnv,
  key: string,
  to: string,
  script = CHILD,
  args = [key, to],
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('committed\n')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before committing: ${stderr}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/** A child process working on the mail jobs with the production settings (testing/mail-worker.ts). */
async function startMailWorker(env: NodeJS.ProcessEnv, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIL_WORKER, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('working\n')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the mail worker exited (${code}) before working: ${output}`)));
  });
  return { child, exited, output: () => output };
}

/** Each test starts apps (and a child process) on fresh databases: generous on a busy machine. */
const SLOW_TEST_MS = 120_000;

describe('durable jobs', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'a process killed with SIGKILL between commit and send: the next one sends the mail, once',
    async () => {
      const store = await durableDatabase();
      cleanups.push(store.dispose);
      await enqueueInChildAndKill(store.childEnv, 'test:crash', 'po-avarijos@example.lt');

      const inbox = await startSmtpInbox();
      cleanups.push(inbox.close);
      process.env.SMTP_URL = inbox.url;
      let t: TestApp;
      try {
        t = await createTestApp({ database: await store.open(), now: clock.now, workers: true });
      } finally {
        delete process.env.SMTP_URL;
      }
      cleanups.push(t.close);

      const received = await inbox.next('po-avarijos@example.lt', 30_000);
      expect(received.subject).toBe('Iki pasimatymo');
      await vi.waitFor(
        async () => {
          const [queue] = await t.app.context.jobs.counts();
          expect(queue!.counts).toMatchObject({ created: 0, retry: 0, active: 0, completed: 1 });
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(inbox.to('po-avarijos@example.lt')).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );

  it(
    'a booking whose process dies right after COMMIT: its mails were written with it, and the next app sends each once',
    async () => {
      const store = await durableDatabase();
      cleanups.push(store.dispose);
      const now = () => ADMIN_FIXTURE_NOW;

      // The first process: no workers; it books, commits, and dies before anything after the commit
      // runs (the after-commit phase of its events is cut off: nothing emitted can enqueue).
      const first = await createTestApp({ database: await store.open(), now });
      const fixture = await makeAdminFixture(first.app.database.db);
      first.app.context.events.emit = () => undefined;
      const booked = await apiRequest(first.app, fixture.customer, 'POST', '/api/user/appointment', {
        business: fixture.salon.business.slug,
        services: [fixture.salon.haircut.id],
        specialist: 'any',
        start: '2027-03-23T08:00:00.000Z',
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const [queue] = await first.app.context.jobs.counts();
      // The customer's and the owner's mail, committed with the booking, not sent.
      expect(queue!.counts).toMatchObject({ created: 2, active: 0, completed: 0 });
      await first.close();
      if (!onPostgres) await store.close();

      // The next process on the same database works on the queue.
      const inbox = await startSmtpInbox();
      cleanups.push(inbox.close);
      process.env.SMTP_URL = inbox.url;
      let second: TestApp;
      try {
        second = await createTestApp({ database: await store.open(), now, workers: true });
      } finally {
        delete process.env.SMTP_URL;
      }
      cleanups.push(second.close);
      const received = await inbox.next(fixture.customer.email, 30_000);
      expect(received.subject).toMatch(/^Vizito užklausa gauta/);
      expect(received.attachments[0]?.contentType).toMatch(/^text\/calendar/);
      await inbox.next(fixture.owner.email, 30_000);
      await vi.waitFor(
        async () => {
          const [after] = await second.app.context.jobs.counts();
          expect(after!.counts).toMatchObject({ created: 0, retry: 0, active: 0, completed: 2 });
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(inbox.to(fixture.customer.email)).toHaveLength(1);
      expect(inbox.to(fixture.owner.email)).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );

  it(
    'a reminder whose sweep process is killed with SIGKILL after its commit: the next app sends it once, and its sweep sends nothing again',
    async () => {
      const store = await durableDatabase();
      cleanups.push(store.dispose);
      // The fixture's confirmed visit: Wednesday 2027-03-24 10:00 Vilnius; its reminder is due Tuesday 10:00 (08:00Z).
      const due = new Date('2027-03-23T08:00:00Z');
      const first = await createTestApp({ database: await store.open(), now: () => due });
      const fixture = await makeAdminFixture(first.app.database.db);
      await first.close();
      if (!onPostgres) await store.close();

      // A process sweeps, commits the reminder (marker, in-app row, mail job) and dies before sending.
      await enqueueInChildAndKill(store.childEnv, '', '', SWEEP_CHILD, [due.toISOString()]);

      const inbox = await startSmtpInbox();
      cleanups.push(inbox.close);
      process.env.SMTP_URL = inbox.url;
      let next: TestApp;
      try {
        next = await createTestApp({ database: await store.open(), now: () => due, workers: true });
      } finally {
        delete process.env.SMTP_URL;
      }
      cleanups.push(next.close);
      // The next minute's sweep (a retried sweep job alike) finds the marker and sends nothing more.
      expect(await runNoticeSweep({ ...next.app.context, now: () => due })).toEqual({
        completed: 0,
        reminders: 0,
        reviewRequests: 0,
      });
      const received = await inbox.next(fixture.customer.email, 30_000);
      expect(received.subject).toMatch(/^Priminimas: 2027 m\. kovo 24 d\./);
      await vi.waitFor(
        async () => {
          const [queue] = await next.app.context.jobs.counts();
          expect(queue!.counts).toMatchObject({ created: 0, retry: 0, active: 0, completed: 1 });
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(inbox.to(fixture.customer.email)).toHaveLength(1);
      const db = next.app.database.db;
      expect(
        await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, fixture.ids.appointmentId)),
      ).toHaveLength(1);
      expect(
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, fixture.customer.id), eq(notifications.kind, 'reminder'))),
      ).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );

  it('a process killed with SIGKILL in the middle of 16 mails: every mail arrives once, the one in flight within 120 s of the restart', async () => {
    const store = await durableDatabase();
    cleanups.push(store.dispose);
    const inbox = await startSmtpInbox();
    cleanups.push(inbox.close);
    // A provider that hangs on the 7th message: the kill falls between its data and the 250,
    // whatever the machine's load — the mail in flight is then neither accepted nor marked sent.
    inbox.holdMessage(7);
    const env = { ...store.childEnv, SMTP_URL: inbox.url };
    const count = 16;
    const first = await startMailWorker(env, [String(count), 'burst']);
    await vi.waitFor(() => expect(inbox.arrived).toBeGreaterThanOrEqual(7), { timeout: 60_000, interval: 5 });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(inbox.mails).toHaveLength(6);

    // The restart: the same production settings; the mail in flight waits for its attempt to expire.
    const restartedAt = Date.now();
    const second = await startMailWorker(env, []);
    cleanups.push(async () => {
      if (second.child.exitCode === null && second.child.signalCode === null) second.child.kill('SIGKILL');
      await second.exited;
    });
    // The reliability gate (QUALITY.md): within 120 s of the restart every mail has arrived.
    await vi.waitFor(() => expect(inbox.mails.length).toBeGreaterThanOrEqual(count), {
      timeout: 120_000 - (Date.now() - restartedAt),
      interval: 100,
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Once: each address got one mail, and every job is completed (nothing left to send again).
    for (let n = 1; n <= count; n++) expect(inbox.to(`burst-${n}@example.lt`), `mail ${n}`).toHaveLength(1);
    expect(inbox.mails).toHaveLength(count);
    const database = await store.open();
    try {
      const client = database.client as { query(text: string): Promise<{ rows: unknown[] }> };
      const { rows } = await client.query(
        "SELECT state::text AS state, count(*)::int AS size FROM pgboss.job WHERE name = 'send-mail' GROUP BY state",
      );
      expect(rows).toEqual([{ state: 'completed', size: count }]);
    } finally {
      await store.close();
    }
  }, 240_000);

  it(
    'several apps on one database share the queue: every mail goes out once',
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.close());
      // On PostgreSQL each app has its own pool, as separate processes would; a PGlite folder is
      // one process's, so there the apps share the one instance.
      const connect = async (): Promise<Database> => {
        if (database.kind !== 'postgres') return database;
        const own = await openDatabase({ url: database.url, poolSize: 3 });
        cleanups.push(() => own.close());
        return own;
      };
      const inbox: SmtpInbox = await startSmtpInbox();
      cleanups.push(inbox.close);
      process.env.SMTP_URL = inbox.url;
      const apps: TestApp[] = [];
      try {
        for (let i = 0; i < 3; i++) apps.push(await createTestApp({ database: await connect(), now: clock.now, workers: true }));
      } finally {
        delete process.env.SMTP_URL;
      }
      for (const app of apps) cleanups.push(app.close);

      const count = 24;
      for (let i = 0; i < count; i++) {
        const app = apps[i % apps.length]!.app;
        await enqueueMail(app.context.jobs, app.database.db, {
          key: `test:shared:${i}`,
          message: { to: `gavejas${i}@example.lt`, subject: `Nr. ${i}`, text: 'Sveiki', html: '<p>Sveiki</p>' },
        });
      }
      await vi.waitFor(
        async () => {
          const [queue] = await apps[0]!.app.context.jobs.counts();
          expect(queue!.counts).toMatchObject({ created: 0, retry: 0, active: 0, completed: count });
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(inbox.mails).toHaveLength(count);
      expect(new Set(inbox.mails.map((mail) => mail.to[0])).size).toBe(count);
    },
    SLOW_TEST_MS,
  );
});
