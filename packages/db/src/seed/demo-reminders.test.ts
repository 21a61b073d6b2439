import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { appointmentNotices, appointments, businesses, notifications } from '../schema/index';
import { createTestDatabase } from '../testing';
import { seedDemoData } from './index';

// Monday 10:00 Vilnius.
const NOW = new Date('2027-03-22T08:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { now: NOW });
});
afterAll(async () => {
  await database?.close();
});

describe('the demo reminders', () => {
  it('the studio reminds the day before; some reminders went, others are still to come; a completed visit had its review request', async () => {
    const { db } = database;
    const [studio] = await db.select({ id: businesses.id, offsets: businesses.reminderOffsetsMin }).from(businesses).where(eq(businesses.slug, 'studija-aiste'));
    expect(studio!.offsets).toEqual([1440]);
    const notices = await db
      .select({ kind: appointmentNotices.kind, startsAt: appointmentNotices.startsAt, sentAt: appointmentNotices.sentAt, status: appointments.status })
      .from(appointmentNotices)
      .innerJoin(appointments, eq(appointments.id, appointmentNotices.appointmentId))
      .where(eq(appointmentNotices.businessId, studio!.id));
    const reminders = notices.filter((notice) => notice.kind === 'reminder_24h');
    expect(reminders.length).toBeGreaterThan(0);
    for (const reminder of reminders) {
      expect(['confirmed', 'completed']).toContain(reminder.status);
      expect(reminder.sentAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(reminder.startsAt.getTime() - reminder.sentAt.getTime()).toBe(24 * 3_600_000);
    }
    // Still to come: confirmed visits of the next day without a sent reminder.
    const upcoming = await db
      .select({ id: appointments.id, status: appointments.status, startsAt: appointments.startsAt })
      .from(appointments)
      .where(and(eq(appointments.businessId, studio!.id), isNotNull(appointments.customerId)));
    const coming = upcoming.filter((visit) => visit.status === 'confirmed' && visit.startsAt.getTime() - NOW.getTime() > 24 * 3_600_000);
    expect(coming.length).toBeGreaterThan(0);
    expect(notices.filter((notice) => notice.kind === 'review_request').map((notice) => notice.status)).toEqual(['completed']);
    const rows = await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.businessId, studio!.id));
    expect(rows.filter((row) => row.kind === 'reminder').length).toBe(reminders.length);
    expect(rows.filter((row) => row.kind === 'review_request')).toHaveLength(1);
  });
});
