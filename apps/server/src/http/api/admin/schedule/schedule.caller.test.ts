/**
 * The schedule's reads by contract (group A): what a page's `context.call` answers is what the
 * HTTP API answers the same person — the calendar, the schedule overrides and one of them, the
 * public holidays, the booking rules and the reminders — for the owner, the staff member and the
 * operator; another business, a customer, a visitor and a malformed id are refused alike.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { localDateOf } from '@vizitas/booking-engine';
import type { EndpointContract } from '@vizitas/shared/api/contract';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import { adminScheduleOverride, adminScheduleOverrideList } from '@vizitas/shared/api/admin/schedule-overrides';
import { adminPublicHolidayList } from '@vizitas/shared/api/admin/public-holidays';
import { adminBookingRules } from '@vizitas/shared/api/admin/booking-rules';
import { adminPremiumRequestState, adminReminderSettings } from '@vizitas/shared/api/admin/reminders';
import { pageCallerHarness, type CallInput } from '#server/testing/page-caller.ts';

const pages = pageCallerHarness();
const { person, both, expectSameAnswer } = pages;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (days: number) => localDateOf(Date.now() + days * DAY_MS, 'Europe/Vilnius');

async function demoBusinessId(): Promise<string> {
  const [row] = await pages.t.app.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, 'studija-aiste'));
  return row!.id;
}

describe('the schedule by contract: a page gets what the API answers', () => {
  it('the calendar and the schedule overrides: the same for owner, staff and operator; another business, a customer (403), a visitor (401) and a malformed id (400) alike', async () => {
    const owner = await person('admin@vizitas.lt');
    const week = { from: dayAfter(0), to: dayAfter(6) };
    const { called: calendar } = await both(owner, adminCalendar, { query: week });
    const { specialists, appointments } = calendar.data as { specialists: { id: string }[]; appointments: unknown[] };
    expect(specialists.length).toBeGreaterThan(0);
    expect(appointments.length).toBeGreaterThan(0);
    const { called: list } = await both(owner, adminScheduleOverrideList, {});
    const overrides = (list.data as { overrides: { id: string }[] }).overrides;
    expect(overrides.length).toBeGreaterThan(0);

    const reads: [EndpointContract, CallInput][] = [
      [adminCalendar, { query: week }],
      [adminCalendar, { verslas: 'studija-aiste', query: { ...week, specialist: specialists[0]!.id } }],
      [adminCalendar, { query: { from: dayAfter(0), to: dayAfter(0) } }],
      [adminScheduleOverrideList, {}],
      [adminScheduleOverrideList, { verslas: 'studija-aiste', query: { specialist: specialists[0]!.id } }],
      [adminScheduleOverride, { params: { id: overrides[0]!.id } }],
    ];
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await person(email);
      for (const [contract, input] of reads) expect(await expectSameAnswer(member, contract, input)).toBe(200);
      const other = pages.otherBusinessId();
      expect(await expectSameAnswer(member, adminCalendar, { query: { ...week, business: other } })).toBe(403);
      expect(await expectSameAnswer(member, adminScheduleOverrideList, { query: { business: other } })).toBe(403);
      expect(await expectSameAnswer(member, adminScheduleOverride, { params: { id: overrides[0]!.id }, query: { business: other } })).toBe(403);
      expect(await expectSameAnswer(member, adminScheduleOverride, { params: { id: 'ne-uuid' } })).toBe(400);
      expect(await expectSameAnswer(member, adminCalendar, { query: { from: week.from, to: dayAfter(9) } })).toBe(400);
      expect(await expectSameAnswer(member, adminCalendar, { query: { ...week, specialist: 'ne-uuid' } })).toBe(400);
    }
    const operator = await person('operatorius@vizitas.lt');
    for (const [contract, input] of reads) {
      expect(await expectSameAnswer(operator, contract, { ...input, verslas: 'studija-aiste' })).toBe(200);
    }
    const customer = await person('klientas@vizitas.lt');
    expect(await expectSameAnswer(customer, adminCalendar, { query: week })).toBe(403);
    expect(await expectSameAnswer(customer, adminScheduleOverrideList, {})).toBe(403);
    const visitor = await person(null);
    expect(await expectSameAnswer(visitor, adminCalendar, { query: week })).toBe(401);
    expect(await expectSameAnswer(visitor, adminScheduleOverride, { params: { id: overrides[0]!.id } })).toBe(401);
  });

  it("the public holidays, the booking rules and the reminders (by the business's id): the same for owner, staff and operator; another business's id, a customer (403), a visitor (401) and a malformed id (400) alike", async () => {
    const id = await demoBusinessId();
    const year = Number(dayAfter(0).slice(0, 4));
    const owner = await person('admin@vizitas.lt');
    const { called: holidays } = await both(owner, adminPublicHolidayList, { params: { id }, query: { year } });
    expect((holidays.data as { holidays: unknown[] }).holidays.length).toBeGreaterThan(0);

    const reads: [EndpointContract, CallInput][] = [
      [adminPublicHolidayList, { params: { id }, query: { year } }],
      [adminPublicHolidayList, { params: { id }, query: { year: year + 1 } }],
      [adminBookingRules, { params: { id } }],
      [adminReminderSettings, { params: { id } }],
    ];
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await person(email);
      for (const [contract, input] of reads) expect(await expectSameAnswer(member, contract, input)).toBe(200);
      const other = { id: pages.otherBusinessId() };
      expect(await expectSameAnswer(member, adminPublicHolidayList, { params: other, query: { year } })).toBe(403);
      expect(await expectSameAnswer(member, adminBookingRules, { params: other })).toBe(403);
      expect(await expectSameAnswer(member, adminReminderSettings, { params: other })).toBe(403);
      expect(await expectSameAnswer(member, adminPublicHolidayList, { params: { id: 'ne-uuid' }, query: { year } })).toBe(400);
      expect(await expectSameAnswer(member, adminPublicHolidayList, { params: { id }, query: { year: 1999 } })).toBe(400);
      expect(await expectSameAnswer(member, adminBookingRules, { params: { id: 'ne-uuid' } })).toBe(400);
    }
    // The plan's request state is the owner's (and the operator's): staff are refused alike.
    expect(await expectSameAnswer(owner, adminPremiumRequestState, { params: { id } })).toBe(200);
    expect(await expectSameAnswer(await person('darbuotoja@vizitas.lt'), adminPremiumRequestState, { params: { id } })).toBe(403);

    const operator = await person('operatorius@vizitas.lt');
    for (const [contract, input] of [...reads, [adminPremiumRequestState, { params: { id } }] as const]) {
      expect(await expectSameAnswer(operator, contract, { ...input, verslas: 'studija-aiste' })).toBe(200);
    }
    const customer = await person('klientas@vizitas.lt');
    expect(await expectSameAnswer(customer, adminPublicHolidayList, { params: { id }, query: { year } })).toBe(403);
    expect(await expectSameAnswer(customer, adminBookingRules, { params: { id } })).toBe(403);
    const visitor = await person(null);
    expect(await expectSameAnswer(visitor, adminBookingRules, { params: { id } })).toBe(401);
    expect(await expectSameAnswer(visitor, adminReminderSettings, { params: { id } })).toBe(401);
  });
});
