/**
 * Contention for one specialist's time, as a busy morning makes it: many logged-in customers
 * (several requests each, from their own sessions) asking at once for the same start and for
 * starts that only partly overlap, the "any specialist" choice, and the business's admin creating,
 * moving and resizing visits onto the same times meanwhile. Several rounds, ~200 requests at once.
 *
 * Every loser must be told 409 `slot_taken` (never a 5xx), every winner 201 (200 for the admin's
 * edits), and the specialists' held times must never overlap. On PostgreSQL these requests run on
 * many connections at once; on PGlite one after the other (the same answers are expected).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { insertTestAppointment } from '#server/testing/admin-endpoints.ts';
import {
  makeMember,
  makeService,
  makeSession,
  makeSpecialist,
  makeUser,
  makeSalon,
  setSchedule,
  type TestUser,
} from '#server/testing/factories.ts';
import { TEST_ORIGIN } from '#server/testing/browser.ts';

// Monday 2027-03-22, 10:00 in Vilnius; the rounds book in April (UTC+3: 09:00 local is 06:00Z).
const NOW = new Date('2027-03-22T08:00:00Z');
const CUSTOMERS = 16;
const REQUESTS = 200;

let database: Database;
let t: TestApp;
let db: Db;
let salon: Awaited<ReturnType<typeof makeSalon>>;
let second: { id: string };
let colouring: { id: string; name: string; durationMin: number; priceCents: number };
/** 60 minutes and 15 minutes of clean-up after it. */
let withBuffer: { id: string };
let owner: TestUser;
let customers: TestUser[];

beforeAll(async () => {
  // As many connections as the server process opens, so the requests meet in the database as they do there.
  database = await createTestDatabase({ poolSize: 20 });
  t = await createTestApp({ now: () => NOW, database });
  db = t.app.database.db;
  salon = await makeSalon(db, { slug: 'salonas-spusties' });
  const businessId = salon.business.id;
  second = await makeSpecialist(db, businessId, 'Ona Antroji');
  await setSchedule(db, businessId, second.id);
  colouring = await makeService(db, businessId, [salon.specialist.id, second.id], {
    name: 'Dažymas',
    durationMin: 45,
    priceCents: 4500,
  });
  withBuffer = await makeService(db, businessId, [salon.specialist.id], {
    name: 'Cheminis sušukavimas',
    durationMin: 60,
    priceCents: 6000,
    bufferAfterMin: 15,
  });
  await db.execute(sql`insert into specialist_services (business_id, specialist_id, service_id)
    values (${businessId}, ${second.id}, ${salon.haircut.id}), (${businessId}, ${second.id}, ${salon.fringe.id})`);
  owner = await makeMember(db, businessId, 'owner');
  customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => makeUser(db, { name: `Klientė ${i + 1}` })));
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface Answer {
  who: 'customer' | 'admin create' | 'admin edit';
  status: number;
  code?: string;
}

/** Each customer's own session for one round (the booking route allows 30 a minute per session). */
async function roundSessions(): Promise<string[]> {
  return Promise.all(customers.map((customer) => makeSession(db, customer.id)));
}

function customerBooking(cookie: string, body: { specialist: string; services: string[]; start: string }) {
  return async (): Promise<Answer> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { business: 'salonas-spusties', ...body },
    });
    return { who: 'customer', status: response.statusCode, code: response.json().code };
  };
}

function adminRequest(who: Answer['who'], method: 'POST' | 'PATCH', url: string, payload: object) {
  return async (): Promise<Answer> => {
    const response = await t.app.inject({ method, url, headers: { cookie: owner.cookie, origin: TEST_ORIGIN }, payload });
    return { who, status: response.statusCode, code: response.json().code };
  };
}

/** Local 09:00 of an April 2027 date plus `minutes`, as an instant (Vilnius is UTC+3 then). */
const at = (date: string, minutes: number) => new Date(Date.parse(`${date}T06:00:00.000Z`) + minutes * 60_000).toISOString();

/** Pairs of holding appointments of one specialist whose held times (visits and buffers) overlap. */
async function overlappingPairs(): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from appointments a join appointments b
      on a.specialist_id = b.specialist_id and a.id < b.id
     and tstzrange(a.starts_at, a.ends_at + a.buffer_after_min * interval '1 minute')
      && tstzrange(b.starts_at, b.ends_at + b.buffer_after_min * interval '1 minute')
   where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Fires every request at once and checks the answers: wins, `slot_taken` losses, nothing else. */
async function burst(requests: (() => Promise<Answer>)[]): Promise<Answer[]> {
  const answers = await Promise.all(requests.map((send) => send()));
  const unexpected = answers.filter((answer) => {
    const won = answer.who === 'admin edit' ? answer.status === 200 : answer.status === 201;
    return !won && !(answer.status === 409 && answer.code === 'slot_taken');
  });
  expect(unexpected.map((answer) => `${answer.who}: ${answer.status} ${answer.code ?? ''}`)).toEqual([]);
  expect(await overlappingPairs()).toBe(0);
  return answers;
}

const wins = (answers: Answer[]) => answers.filter((answer) => answer.status < 300).length;

describe('contention for one specialist: losers get 409 slot_taken, never a 5xx, never a double booking', () => {
  it('one start, one service, asked 200 times by 16 customers: one booking', async () => {
    const sessions = await roundSessions();
    const answers = await burst(
      Array.from({ length: REQUESTS }, (_, i) =>
        customerBooking(sessions[i % CUSTOMERS]!, {
          specialist: salon.specialist.id,
          services: [salon.haircut.id],
          start: at('2027-04-06', 60),
        }),
      ),
    );
    expect(wins(answers)).toBe(1);
  }, 180_000);

  it('starts 0, 15 and 30 minutes apart with visits of 30, 45 and 60 minutes, three rounds', async () => {
    for (const date of ['2027-04-07', '2027-04-08', '2027-04-09']) {
      const sessions = await roundSessions();
      const services = [salon.fringe.id, colouring.id, salon.haircut.id];
      const answers = await burst(
        Array.from({ length: REQUESTS }, (_, i) =>
          customerBooking(sessions[i % CUSTOMERS]!, {
            specialist: salon.specialist.id,
            services: [services[i % 3]!],
            start: at(date, 60 + 15 * (Math.floor(i / 3) % 3)),
          }),
        ),
      );
      // Whatever won, the winners fit in the 75 minutes the requests span.
      expect(wins(answers)).toBeGreaterThanOrEqual(1);
      expect(wins(answers)).toBeLessThanOrEqual(2);
    }
  }, 300_000);

  it('"any specialist" for overlapping starts: at most the two specialists win each start', async () => {
    const sessions = await roundSessions();
    const answers = await burst(
      Array.from({ length: REQUESTS }, (_, i) =>
        customerBooking(sessions[i % CUSTOMERS]!, {
          specialist: 'any',
          services: [i % 2 === 0 ? salon.haircut.id : colouring.id],
          start: at('2027-04-12', 60 + 15 * (i % 3)),
        }),
      ),
    );
    expect(wins(answers)).toBeGreaterThanOrEqual(2);
    expect(wins(answers)).toBeLessThanOrEqual(4);
  }, 180_000);

  it('the admin creates, moves and resizes visits onto the times customers are booking', async () => {
    const businessId = salon.business.id;
    const date = '2027-04-13';
    // Visits elsewhere in the week that the admin moves and stretches onto the contested morning.
    const moving = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertTestAppointment(db, {
          businessId,
          specialistId: i % 2 === 0 ? salon.specialist.id : second.id,
          service: salon.fringe,
          clientName: 'Vardenis Pavardenis',
          start: at(i < 10 ? '2027-04-14' : '2027-04-15', 30 * (i % 10)),
          status: 'confirmed',
        }),
      ),
    );
    const stretching = await Promise.all(
      [salon.specialist.id, second.id].map((specialistId) =>
        insertTestAppointment(db, {
          businessId,
          specialistId,
          service: salon.fringe,
          clientName: 'Ąžuolas',
          start: at(date, 0),
          status: 'confirmed',
        }),
      ),
    );
    const sessions = await roundSessions();
    const requests: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 150; i++) {
      requests.push(
        customerBooking(sessions[i % CUSTOMERS]!, {
          specialist: i % 3 === 0 ? 'any' : i % 2 === 0 ? salon.specialist.id : second.id,
          services: [[salon.fringe.id, colouring.id, salon.haircut.id][i % 3]!],
          start: at(date, 60 + 15 * (i % 4)),
        }),
      );
    }
    for (let i = 0; i < 20; i++) {
      const specialist = i % 2 === 0 ? salon.specialist.id : second.id;
      requests.push(
        adminRequest('admin create', 'POST', `/api/admin/appointments?business=${businessId}`, {
          business: businessId,
          specialist,
          services: [salon.fringe.id],
          start: at(date, 45 + 15 * (i % 4)),
          clientName: 'Jonas Jonaitis',
        }),
      );
      requests.push(
        adminRequest('admin edit', 'PATCH', `/api/admin/appointment/${moving[i]}?business=${businessId}`, {
          start: at(date, 60 + 15 * (i % 3)),
          ...(i % 4 === 1 ? { specialist: i % 3 === 0 ? second.id : salon.specialist.id } : {}),
        }),
      );
    }
    for (const [i, id] of stretching.entries()) {
      for (const minutes of [90, 105, 120, 135, 150]) {
        requests.push(
          adminRequest('admin edit', 'PATCH', `/api/admin/appointment/${id}?business=${businessId}`, {
            end: at(date, minutes + i * 5),
          }),
        );
      }
    }
    const answers = await burst(requests);
    expect(answers.length).toBeGreaterThanOrEqual(REQUESTS);
    expect(wins(answers)).toBeGreaterThanOrEqual(2);
  }, 180_000);
});

describe('the buffer after a visit is held by the database', () => {
  /** The second request of a pair, `minutes` after local 09:00 of `date`. */
  type Second = (cookie: string, date: string, minutes: number) => () => Promise<Answer>;
  // Two requests that overlap only in a buffer of 15 minutes, sent at once; three rounds a day.
  const pairs: { what: string; date: string; offset: number; second: Second }[] = [
    {
      what: 'a visit starting where the first one ends',
      date: '2027-04-19',
      offset: 60,
      second: (cookie, date, minutes) =>
        customerBooking(cookie, { specialist: salon.specialist.id, services: [salon.fringe.id], start: at(date, minutes) }),
    },
    {
      what: 'a visit with a buffer of its own, ending where the first one starts',
      date: '2027-04-20',
      offset: -60,
      second: (cookie, date, minutes) =>
        customerBooking(cookie, { specialist: salon.specialist.id, services: [withBuffer.id], start: at(date, minutes) }),
    },
    {
      what: 'the admin booking a walk-in where the first one ends',
      date: '2027-04-21',
      offset: 60,
      second: (_cookie, date, minutes) =>
        adminRequest('admin create', 'POST', `/api/admin/appointments?business=${salon.business.id}`, {
          business: salon.business.id,
          specialist: salon.specialist.id,
          services: [salon.fringe.id],
          start: at(date, minutes),
          clientName: 'Jonas Jonaitis',
        }),
    },
  ];
  it.each(pairs)('$what: exactly one of the two wins', async ({ date, offset, second }) => {
    // The first one (60 minutes and 15 of clean-up) at 10:00, 14:30 and 16:00.
    for (const minutes of [60, 330, 420]) {
      const sessions = await roundSessions();
      const first = customerBooking(sessions[0]!, {
        specialist: salon.specialist.id,
        services: [withBuffer.id],
        start: at(date, minutes),
      });
      const answers = await burst([first, second(sessions[1]!, date, minutes + offset)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
  });
});
