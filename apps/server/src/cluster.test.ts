/**
 * Several server processes on one database (docs/decisions/035), as real processes
 * (testing/cluster-node.ts: the product's app and launcher, API only).
 *
 * On PostgreSQL: two processes on their own ports share one database — a booking made through one
 * is no longer offered by the other's calendar within a second, and a change of hours in one moves
 * the other's dates; their caches are kept for a minute there, so only the events relayed through
 * PostgreSQL can explain it (a row written behind the processes' backs stays unseen, the control).
 * Rate limits count the requests of both. `--processes 2` runs two processes behind one port.
 *
 * On PGlite, which one process opens, asking for two processes is refused with a clear message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { insertTestAppointment } from '#server/testing/admin-endpoints.ts';
import { makeMember, makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';
import { assertProcessesFitDatabase, ProcessCountError, requestedProcesses } from './cluster.ts';
import { RELAY_APPLICATION_NAME, startEventRelay } from './core/event-relay.ts';
import { DomainEventBus } from './core/events.ts';

const NODE = fileURLToPath(new URL('./testing/cluster-node.ts', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

interface Answer {
  status: number;
  pid: number;
  body: unknown;
}

/** One request on a connection of its own (so `cluster` may hand it to any process). */
function call(port: number, method: string, url: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            pid: Number(response.headers['x-test-pid']),
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts testing/cluster-node.ts and waits until it prints `waitFor` (a pattern of its output). */
function startNode(env: NodeJS.ProcessEnv, args: string[], waitFor: RegExp): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', NODE, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${waitFor} within 45 s: ${output}`)), 45_000);
    const check = () => {
      const match = waitFor.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve({ child, port: Number(match[1] ?? 0), output: () => output, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before ${waitFor}: ${output}`));
    });
  });
}

async function stopNode(node: Started | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return;
  node.child.kill('SIGTERM');
  await node.exited;
}

/**
 * Asks `probe` every 50 ms until `done` holds of its answer; how many milliseconds after the start
 * the first such probe was sent (its own answer time is not what is measured).
 */
async function msUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, limitMs = 5_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const askedAt = performance.now();
    if (done(await probe())) return askedAt - started;
    if (performance.now() - started > limitMs) throw new Error(`still not so after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A weekday (Monday–Friday) `daysAhead` or more days from now, as YYYY-MM-DD. */
function weekdayAhead(daysAhead: number): { date: string; weekday: number } {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}

describe('how many processes the command line asks for', () => {
  it('reads --processes N, --processes=N and PROCESSES; 1 by default', () => {
    expect(requestedProcesses([], {})).toBe(1);
    expect(requestedProcesses(['--processes', '3'], {})).toBe(3);
    expect(requestedProcesses(['--processes=2'], {})).toBe(2);
    expect(requestedProcesses([], { PROCESSES: '4' })).toBe(4);
    expect(requestedProcesses(['--processes', '2'], { PROCESSES: '4' })).toBe(2);
  });

  it('refuses a count that is not a whole number from 1 to 64, and several processes without PostgreSQL', () => {
    for (const bad of ['0', 'du', '65', '-1', ''])
      expect(() => requestedProcesses(['--processes', bad], {})).toThrow(ProcessCountError);
    expect(() => assertProcessesFitDatabase(2, undefined)).toThrow(/Keli serverio procesai veikia tik su PostgreSQL/);
    expect(() => assertProcessesFitDatabase(1, undefined)).not.toThrow();
    expect(() => assertProcessesFitDatabase(2, 'postgres://db/vizitas')).not.toThrow();
  });
});

if (onPostgres) {
  describe('two server processes on one PostgreSQL', () => {
    let database: Database;
    let db: Db;
    let dataDir: string;
    let salon: Awaited<ReturnType<typeof makeSalon>>;
    let owner: TestUser;
    let customer: TestUser;
    let a: Started | undefined;
    let b: Started | undefined;

    beforeAll(async () => {
      database = await createTestDatabase({ poolSize: 3 });
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      db = database.db;
      salon = await makeSalon(db, { slug: 'salonas-procesu', minimumNoticeMin: 0 });
      owner = await makeMember(db, salon.business.id, 'owner');
      customer = await makeUser(db);
      dataDir = await mkdtemp(path.join(tmpdir(), 'vizitas-cluster-'));
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0' };
      [a, b] = await Promise.all([startNode(env, [], /listening (\d+)/), startNode(env, [], /listening (\d+)/)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all([stopNode(a), stopNode(b)]);
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const slotsOf = async (node: Started, date: string) => {
      const answer = await call(
        node.port,
        'GET',
        `/api/public/schedule/available-time-slots?business=salonas-procesu&date=${date}&services=${salon.haircut.id}&specialist=${salon.specialist.id}`,
      );
      expect(answer.status).toBe(200);
      return (answer.body as { slots: { start: string }[] }).slots.map((slot) => slot.start);
    };

    it('a booking through one process is no longer offered by the other within a second', async () => {
      const { date } = weekdayAhead(3);
      const before = await slotsOf(b!, date);
      expect(before.length).toBeGreaterThan(4);
      const [booked, behindTheBack] = [before[0]!, before[before.length - 1]!];

      // The control: a row written straight into the database, with no event, stays unseen by
      // B's calendar (its caches are kept a minute), so what follows is the relay's doing.
      await insertTestAppointment(db, {
        businessId: salon.business.id,
        specialistId: salon.specialist.id,
        service: salon.haircut,
        clientName: 'Be įvykio',
        start: behindTheBack,
        status: 'confirmed',
      });
      expect(await slotsOf(b!, date)).toContain(behindTheBack);

      const answer = await call(a!.port, 'POST', '/api/user/appointment', {
        cookie: customer.cookie,
        body: { business: 'salonas-procesu', specialist: salon.specialist.id, services: [salon.haircut.id], start: booked },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.pid).toBe(a!.child.pid);

      const ms = await msUntil(
        () => slotsOf(b!, date),
        (slots) => !slots.includes(booked),
      );
      expect(ms).toBeLessThan(1_000);
      // The event dropped B's held times: it read them again, the row written behind its back too.
      expect(await slotsOf(b!, date)).not.toContain(behindTheBack);
    });

    it('hours changed through one process move the available dates of the other within a second', async () => {
      const { date, weekday } = weekdayAhead(8);
      const datesUrl = `/api/public/schedule/available-dates?business=salonas-procesu&from=${date}&to=${date}&services=${salon.haircut.id}&specialist=any`;
      const datesOf = async (node: Started) => {
        const answer = await call(node.port, 'GET', datesUrl);
        expect(answer.status).toBe(200);
        return (answer.body as { dates: string[] }).dates;
      };
      expect(await datesOf(b!)).toEqual([date]);

      const weeklyHours: Record<string, [string, string][]> = {
        '0': [],
        '1': [['09:00', '17:00']],
        '2': [['09:00', '17:00']],
        '3': [['09:00', '17:00']],
        '4': [['09:00', '17:00']],
        '5': [['09:00', '17:00']],
        '6': [],
      };
      weeklyHours[String(weekday)] = [];
      const answer = await call(a!.port, 'PUT', `/api/admin/schedule/${salon.specialist.id}`, {
        cookie: owner.cookie,
        body: { weeklyHours },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);

      const ms = await msUntil(
        () => datesOf(b!),
        (dates) => dates.length === 0,
      );
      expect(ms).toBeLessThan(1_000);
    });

    it('a process whose listening connection was cut drops its calendar caches once it listens again', async () => {
      const { date } = weekdayAhead(5);
      const before = await slotsOf(b!, date);
      expect(before.length).toBeGreaterThan(4);
      const unseen = before[Math.floor(before.length / 2)]!;
      // Written with no event: B keeps offering the time (its caches are kept a minute)…
      await insertTestAppointment(db, {
        businessId: salon.business.id,
        specialistId: salon.specialist.id,
        service: salon.haircut,
        clientName: 'Per pertrauką',
        start: unseen,
        status: 'confirmed',
      });
      expect(await slotsOf(b!, date)).toContain(unseen);

      // …until its relay loses the connection (as when PostgreSQL restarts) and listens again:
      // whatever was sent meanwhile is lost, so it drops everything it kept.
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const cut = await database.client.query<{ cut: boolean }>(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [RELAY_APPLICATION_NAME],
      );
      expect(cut.rows.map((row) => row.cut)).toEqual([true, true]);
      const ms = await msUntil(
        () => slotsOf(b!, date),
        (slots) => !slots.includes(unseen),
      );
      expect(ms).toBeLessThan(3_000);
      // Listening again, it hears the other process's events as before.
      const other = before[0]!;
      expect(await slotsOf(b!, date)).toContain(other);
      const answer = await call(a!.port, 'POST', '/api/user/appointment', {
        cookie: customer.cookie,
        body: { business: 'salonas-procesu', specialist: salon.specialist.id, services: [salon.haircut.id], start: other },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(
        await msUntil(
          () => slotsOf(b!, date),
          (slots) => !slots.includes(other),
        ),
      ).toBeLessThan(1_000);
    });

    it('rate limits count the requests of both processes together', async () => {
      // Changing the e-mail address: 5 requests per 15 minutes for one caller, wherever they go.
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const node = index % 2 === 0 ? a! : b!;
        const answer = await call(node.port, 'POST', '/api/user/profile/email', { cookie: customer.cookie, body: {} });
        statuses.push(answer.status);
        if (answer.status === 429) expect((answer.body as { code: string }).code).toBe('rate_limited');
      }
      expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
      expect(statuses[5]).toBe(429);
    });

    it('--processes 2 runs two processes behind one port and stops them on SIGTERM', async () => {
      const node = await startNode(
        { DATABASE_URL: (database as Database & { url: string }).url, DATA_DIR: dataDir, PORT: '0' },
        ['--processes', '2'],
        /ready 2/,
      );
      try {
        const port = Number(/listening (\d+)/.exec(node.output())?.[1]);
        expect(port).toBeGreaterThan(0);
        const pids = new Set<number>();
        for (let index = 0; index < 20 && pids.size < 2; index += 1) {
          const answer = await call(port, 'GET', '/healthz');
          expect(answer.status).toBe(200);
          pids.add(answer.pid);
        }
        expect(pids.size).toBe(2);
        expect(pids.has(node.child.pid!)).toBe(false);
      } finally {
        node.child.kill('SIGTERM');
        expect(await node.exited).toBe(0);
      }
    }, 90_000);
  });
  describe('the event relay', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase({ poolSize: 2 });
    });
    afterAll(async () => database?.close());

    it('sends again the events whose sending failed, and the other process receives them', async () => {
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const pool = database.client;
      const channel = 'vizitas_events_resend_test';
      const warnings: string[] = [];
      const errors: string[] = [];
      const log = {
        warn: (_details: object, message: string) => warnings.push(message),
        error: (_details: object, message: string) => errors.push(message),
      };
      let failuresLeft = 2;
      // A pool whose first two sends fail, as when its connection drops under it.
      const flaky = {
        query: (text: string, values: unknown[]) => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            return Promise.reject(new Error('Connection terminated unexpectedly'));
          }
          return pool.query(text, values);
        },
      } as unknown as pg.Pool;
      const sender = new DomainEventBus(() => undefined);
      const receiver = new DomainEventBus(() => undefined);
      const received: string[] = [];
      sender.onAnyProcess('catalogue.changed', () => undefined);
      receiver.onAnyProcess('catalogue.changed', (event) => received.push(event.businessId));
      const from = await startEventRelay({ url: database.url, pool: flaky, bus: sender, log, channel });
      const to = await startEventRelay({ url: database.url, pool, bus: receiver, log, channel });
      try {
        sender.emit('catalogue.changed', { businessId: 'verslas-1' });
        await from.flush();
        expect(warnings).toEqual(['event relay: events not sent yet', 'event relay: events not sent yet']);
        expect(errors).toEqual([]);
        await msUntil(
          async () => received,
          (ids) => ids.length > 0,
        );
        expect(received).toEqual(['verslas-1']);
      } finally {
        await Promise.all([from.close(), to.close()]);
      }
    });
  });
} else {
  describe('several processes on PGlite', () => {
    it('are refused with a message that names PostgreSQL', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', NODE, '--processes', '2'], {
        env: { ...process.env, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(2);
      expect(stderr).toContain('Keli serverio procesai veikia tik su PostgreSQL: nurodykite DATABASE_URL');
    });
  });
}
