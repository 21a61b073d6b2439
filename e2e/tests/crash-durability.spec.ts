// Reliability gate "nothing acknowledged is lost" (QUALITY.md): a second copy of the product,
// on its own port and database, takes a booking load; when 60 bookings have been answered 201
// and about fifty more are in flight, the server is killed with SIGKILL (no shutdown code runs).
// After a restart on the same database (PostgreSQL when DATABASE_URL is set, otherwise PGlite
// recovering from its own files) every booking that got a 201 is there, exactly once, whole
// (its service line and its first history entry), and the public calendar no longer offers it.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { localDateOf } from '@vizitas/booking-engine';
import { migrate, openDatabase, pgliteDataDir, type Database, type OpenDatabaseOptions } from '@vizitas/db';
import {
  auditBookings,
  checkBookings,
  dropDatabase,
  prepareBookingFixture,
  recreateDatabase,
  type BookingFixture,
} from '../../bench/src/bench-database';
import { bookingRequestFor } from '../../bench/src/http-bench';
import { startServer, type ServerProcess } from '../../bench/src/server-process';

const TIME_ZONE = 'Europe/Vilnius';
/** Requests in flight at any moment. */
const CONCURRENCY = 50;
/** 201s that must have arrived before the kill. */
const CREATED_BEFORE_KILL = 60;
/** Requests prepared (each a distinct free slot); the kill comes long before they run out. */
const PREPARED = 1_000;
const FIXTURE = { specialists: 10, customers: 100, days: 4, slotStepMin: 15, serviceMin: 15, timeZone: TIME_ZONE };

type Outcome = { status: number } | { cutOff: string };

/** One booking request on its own connection, with the headers the bench sends (the CSRF check wants the origin). */
function postBooking(fixture: BookingFixture, port: number, i: number): Promise<Outcome> {
  const { cookie, body } = bookingRequestFor(fixture, i);
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/user/appointment',
        agent: false,
        headers: {
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
          'accept-language': 'lt-LT,lt;q=0.9',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie,
        },
      },
      (response) => {
        response.resume();
        // The status line has arrived: the server has answered, whatever happens to the rest of the body.
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ cutOff: error.code ?? error.message }));
    request.end(payload);
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL: a database of this test's own on the same server; PGlite: the server's data folder. */
function databaseOptions(databaseUrl: string | undefined, dataDir: string): OpenDatabaseOptions {
  return databaseUrl ? { url: databaseUrl, poolSize: 2 } : { dataDir: pgliteDataDir(dataDir) };
}

async function withDatabase<T>(options: OpenDatabaseOptions, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await work(database);
  } finally {
    // PGlite is single-process: the server may open the folder only once this is closed.
    await database.close();
  }
}

test('kill -9 during a booking load loses no booking that was answered 201 and leaves none half-written', async () => {
  test.setTimeout(300_000);
  const startedAt = Date.now();
  const port = Number(process.env.PORT ?? 3100) + 58;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-crash-'));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/vizitas_crash_${process.pid}`;
    databaseUrl = url.toString();
  }
  const options = databaseOptions(databaseUrl, dataDir);
  const servers: ServerProcess[] = [];

  try {
    // 1. The schema and the business, written straight into the database with no server running.
    if (databaseUrl) await recreateDatabase(databaseUrl);
    const fixture = await withDatabase(options, async (database) => {
      await migrate(database);
      return prepareBookingFixture(database.db, { ...FIXTURE, nowMs: Date.now() });
    });
    expect(fixture.slotsPerSpecialist * fixture.specialistIds.length).toBeGreaterThan(PREPARED + 100 * FIXTURE.specialists);

    // 2. The product on that database (migrations already applied; it seeds no demo data into a database with businesses).
    const server = await startServer({ port, databaseUrl, dataDir });
    servers.push(server);

    // 3. The load: CONCURRENCY requests in flight, each a distinct slot, SIGKILL when the 60th 201 arrives.
    const answers = new Map<number, number>();
    const cutOff = new Map<number, string>();
    let next = 0;
    let created = 0;
    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const worker = async () => {
      while (!killed && next < PREPARED) {
        const i = next++;
        inFlight++;
        const outcome = await postBooking(fixture, port, i);
        inFlight--;
        if ('status' in outcome) {
          answers.set(i, outcome.status);
          if (outcome.status === 201 && ++created === CREATED_BEFORE_KILL && !killed) {
            killed = true;
            inFlightAtKill = inFlight;
            process.kill(server.pid, 'SIGKILL');
          }
        } else cutOff.set(i, outcome.cutOff);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed, `the load ended before ${CREATED_BEFORE_KILL} bookings were created:\n${server.output()}`).toBe(true);
    const exit = await server.stop();
    expect(exit.signal).toBe('SIGKILL');
    const requested = next;
    const createdBeforeKill = created;
    const nonCreated = [...answers].filter(([, status]) => status !== 201);
    // Every slot was distinct and free: any answer read was a 201 (none cut short into an error).
    expect(nonCreated, 'answers other than 201').toEqual([]);
    expect(answers.size + cutOff.size).toBe(requested);
    expect(createdBeforeKill).toBeGreaterThanOrEqual(CREATED_BEFORE_KILL);
    expect(cutOff.size, 'requests still in flight when the server was killed').toBeGreaterThanOrEqual(1);

    // 4. Restarted on the same database: it answers, and the public calendar agrees with the 201s.
    const restarted = await startServer({ port, databaseUrl, dataDir });
    servers.push(restarted);
    expect((await fetch(`${restarted.baseUrl}/healthz`)).status).toBe(200);
    const offered = async (specialist: string, date: string): Promise<Set<string>> => {
      const query = `business=${fixture.slug}&services=${fixture.serviceId}&specialist=${specialist}&date=${date}`;
      const response = await fetch(`${restarted.baseUrl}/api/public/schedule/available-time-slots?${query}`);
      expect(response.status).toBe(200);
      const { slots } = (await response.json()) as { slots: { start: string; specialistId: string }[] };
      return new Set(slots.filter((slot) => slot.specialistId === specialist).map((slot) => slot.start));
    };
    const createdIndices = [...answers.keys()].filter((i) => answers.get(i) === 201);
    const byDay = new Map<string, { specialist: string; date: string; starts: string[] }>();
    for (const i of createdIndices) {
      const { body } = bookingRequestFor(fixture, i);
      const date = localDateOf(Date.parse(body.start), TIME_ZONE);
      const key = `${body.specialist} ${date}`;
      const entry = byDay.get(key) ?? { specialist: body.specialist, date, starts: [] };
      entry.starts.push(body.start);
      byDay.set(key, entry);
    }
    for (const { specialist, date, starts } of byDay.values()) {
      // (The day may have no free time left at all: late in the evening its last slots are the ones booked.)
      const free = await offered(specialist, date);
      expect(
        starts.filter((start) => free.has(start)),
        `booked (201) yet offered again on ${date}`,
      ).toEqual([]);
    }
    // A slot no request asked for, of the first booked request's specialist, a day later: offered
    // (so the answers above are the calendar's real answers, not empty ones).
    const untouchedIndex =
      createdIndices[0]! + FIXTURE.specialists * Math.ceil((requested + 96 * FIXTURE.specialists) / FIXTURE.specialists);
    const untouched = bookingRequestFor(fixture, untouchedIndex).body;
    expect(untouchedIndex).toBeGreaterThanOrEqual(requested);
    expect(await offered(untouched.specialist, localDateOf(Date.parse(untouched.start), TIME_ZONE))).toContain(untouched.start);
    expect((await restarted.stop()).code, restarted.output()).toBe(0);

    // 5. The rows, read directly: every 201 there exactly once, nothing refused written, nothing half-written.
    const found = await withDatabase(options, async (database) => {
      const check = await checkBookings(database.db, fixture.businessId);
      const rows = rowsOf<{ note: string | null; specialist: string; startMs: number; status: string }>(
        await database.db.execute(sql`
          select customer_note as note, specialist_id::text as specialist,
                 (extract(epoch from starts_at) * 1000)::float8 as "startMs", status
          from appointments where business_id = ${fixture.businessId}`),
      );
      const [whole] = rowsOf<{ appointments: number; withoutLine: number; withoutHistory: number }>(
        await database.db.execute(sql`
          select count(*)::int as appointments,
                 count(*) filter (where lines.n is distinct from 1 or lines.wrong > 0)::int as "withoutLine",
                 count(*) filter (where history.n is distinct from 1 or history.wrong > 0)::int as "withoutHistory"
          from appointments a
          left join (
            select s.appointment_id, count(*)::int as n,
                   count(*) filter (where s.service_id is distinct from ${fixture.serviceId}::uuid or s.position <> 0)::int as wrong
            from appointment_services s group by s.appointment_id
          ) lines on lines.appointment_id = a.id
          left join (
            select h.appointment_id, count(*)::int as n,
                   count(*) filter (where h.to_status is distinct from 'pending' or h.starts_at is null)::int as wrong
            from appointment_history h where h.action = 'created' group by h.appointment_id
          ) history on history.appointment_id = a.id
          where a.business_id = ${fixture.businessId}`),
      );
      return { check, rows, whole: whole! };
    });
    const audit = auditBookings(answers, found.check.rowsPerRequest);
    expect(audit.created).toBe(createdIndices.length);
    expect(audit.missing, 'answered 201 without a row').toBe(0);
    expect(audit.writtenDespiteRefusal, 'refused but written').toBe(0);
    expect(audit.extraRows, 'rows beyond one per request').toBe(0);
    expect(found.check.overlaps).toBe(0);
    for (const index of found.check.rowsPerRequest.keys()) {
      expect(answers.has(index) || cutOff.has(index), `a row for request ${index}, never sent`).toBe(true);
    }
    for (const index of cutOff.keys()) expect(found.check.rowsPerRequest.get(index) ?? 0).toBeLessThanOrEqual(1);
    expect(found.check.rows).toBe(createdIndices.length + audit.cutOff);
    // Each row is the request that carried its note: its specialist, its start, pending.
    for (const row of found.rows) {
      const index = Number(/^bench-(\d+)$/.exec(row.note ?? '')?.[1] ?? -1);
      const { body } = bookingRequestFor(fixture, index);
      expect({ specialist: row.specialist, start: new Date(row.startMs).toISOString(), status: row.status }).toEqual({
        specialist: body.specialist,
        start: body.start,
        status: 'pending',
      });
    }
    expect(found.whole).toEqual({ appointments: found.check.rows, withoutLine: 0, withoutHistory: 0 });

    const figures =
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${requested} requests sent, ${createdBeforeKill} answered 201 ` +
      `(${inFlightAtKill} in flight at the kill), ${cutOff.size} cut off (${[...new Set(cutOff.values())].join(', ')}); ` +
      `${found.check.rows} rows after restart (${audit.cutOff} of them from cut-off requests); ` +
      `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
    console.log(figures);
    test.info().annotations.push({ type: 'figures', description: figures });
  } finally {
    for (const server of servers) await server.stop(5_000).catch(() => undefined);
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
