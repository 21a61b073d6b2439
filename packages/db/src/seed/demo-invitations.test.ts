import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { bookingLinkShares, businesses, clientInvitations, helpArticles, invitationOptOuts } from '../schema/index';
import { createTestDatabase } from '../testing';
import { DEMO_INVITATIONS } from './demo-invitations';
import { seedDemoData } from './index';

const NOW = new Date('2027-03-22T08:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { now: NOW });
});
afterAll(async () => {
  await database?.close();
});

describe('the demo invitations and help', () => {
  it("the demo admin's salon has invited some clients over the last days, one opted out since, and has shared its link", async () => {
    const { db } = database;
    const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, 'studija-aiste'));
    const invitations = await db.select().from(clientInvitations).where(eq(clientInvitations.businessId, business!.id));
    expect(invitations.map((row) => row.email).sort()).toEqual(DEMO_INVITATIONS.map((row) => row.email).sort());
    expect(invitations.every((row) => row.createdAt < NOW && row.invitedByUserId !== null)).toBe(true);
    expect(new Set(invitations.map((row) => row.unsubscribeTokenHash)).size).toBe(invitations.length);
    expect((await db.select().from(invitationOptOuts)).map((row) => row.email)).toEqual(['migle.stankeviciute@example.lt']);
    const shares = await db.select().from(bookingLinkShares).where(eq(bookingLinkShares.businessId, business!.id));
    expect(shares.map((row) => row.channel).sort()).toEqual(['copy', 'qr_png']);
  });

  it('the help articles come with the migration, not with the demo data', async () => {
    const empty = await createTestDatabase();
    try {
      expect((await empty.db.select().from(helpArticles)).length).toBeGreaterThanOrEqual(8);
    } finally {
      await empty.close();
    }
  });
});
