// The booking benchmark's business, written straight into the database, must be bookable
// through the real API exactly as the benchmark books it: distinct slots all succeed (public
// holidays included), a repeated slot is refused, and the SQL check reads it all back.
import { localDateOf } from '@vizitas/booking-engine';
import { createTestApp, type TestApp } from '@vizitas/server/testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBookings, checkBookings, prepareBookingFixture, type BookingFixture } from './bench-database';
import { bookingRequestFor } from './http-bench';

const NOW = new Date('2026-12-20T10:07:00Z');

describe('booking benchmark fixture', () => {
  let t: TestApp;
  let fixture: BookingFixture;
  const answers = new Map<number, number>();

  async function book(i: number, cookie?: string) {
    const request = bookingRequestFor(fixture, i);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment',
      headers: { cookie: cookie ?? request.cookie, host: 'localhost:3400', origin: 'http://localhost:3400' },
      payload: request.body,
    });
    return response;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    fixture = await prepareBookingFixture(t.app.database.db, {
      specialists: 3,
      customers: 4,
      days: 10,
      slotStepMin: 15,
      serviceMin: 15,
      timeZone: 'Europe/Vilnius',
      nowMs: NOW.getTime(),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts on the grid a quarter of an hour ahead and spans the window', () => {
    expect(new Date(fixture.firstStartMs).toISOString()).toBe('2026-12-20T10:30:00.000Z');
    expect(fixture.cookies).toHaveLength(4);
    expect(fixture.slotsPerSpecialist).toBeGreaterThan(9 * 96 - 4);
  });

  it('accepts distinct slots, including one on Christmas Day and the last one prepared', async () => {
    const christmasSlot = (Date.parse('2026-12-25T10:00:00Z') - fixture.firstStartMs) / (15 * 60_000);
    const indices = [0, 1, 2, 3, 4, 5, christmasSlot * 3 + 1, (fixture.slotsPerSpecialist - 1) * 3 + 2];
    expect(localDateOf(Date.parse(bookingRequestFor(fixture, indices[6]!).body.start), 'Europe/Vilnius')).toBe('2026-12-25');
    for (const i of indices) {
      const response = await book(i);
      answers.set(i, response.statusCode);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('refuses the same slot for another customer, and the SQL check agrees with the answers', async () => {
    const again = await book(0, fixture.cookies[3]);
    expect(again.statusCode).toBe(409);
    answers.set(1_000_000, again.statusCode);

    const check = await checkBookings(t.app.database.db, fixture.businessId);
    expect(check.overlaps).toBe(0);
    expect(check.rows).toBe(8);
    expect(auditBookings(answers, check.rowsPerRequest)).toEqual({
      created: 8,
      missing: 0,
      writtenDespiteRefusal: 0,
      extraRows: 0,
      cutOff: 0,
    });
  });
});
