import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviews } from '@vizitas/db';
import { messages } from '@vizitas/shared';
import type { AdminReviews, ModeratedReview, OperatorReviews } from '@vizitas/shared/schemas/review-moderation';
import { apiRequest, insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { TestClock } from '#server/testing/browser.ts';
import { makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// Moderating reviews: the business reports one, it tops the operator's list; she hides it with a
// reason, the public average drops it, its author and the owner are told why (bell and mail);
// she shows it again and the average takes it back.

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
let t: TestApp & { inbox: SmtpInbox };
let f: AdminFixture;
let other: AdminFixture;
let operator: TestUser;
let staff: TestUser;
let badReviewId: string;
const m = messages.reviewModeration;

async function review(fixture: AdminFixture, author: TestUser, rating: number, comment: string, start: string): Promise<string> {
  const appointmentId = await insertTestAppointment(t.app.database.db, {
    businessId: fixture.salon.business.id,
    specialistId: fixture.salon.specialist.id,
    service: fixture.salon.haircut,
    customerId: author.id,
    start,
    status: 'completed',
  });
  const [row] = await t.app.database.db
    .insert(reviews)
    .values({ businessId: fixture.salon.business.id, appointmentId, customerId: author.id, authorName: 'Ieva', rating, comment })
    .returning({ id: reviews.id });
  return row!.id;
}

const publicRating = async (fixture: AdminFixture) =>
  (await apiRequest(t.app, null, 'GET', `/api/public/business/${fixture.salon.business.slug}/reviews`)).body as {
    rating: { count: number; average: number | null };
    items: Array<{ id: string }>;
  };

beforeAll(async () => {
  process.env.CONTACT_EMAIL = 'platforma@example.lt';
  t = await createTestAppWithInbox({ now: clock.now, workers: true });
  const db = t.app.database.db;
  f = await makeAdminFixture(db);
  other = await makeAdminFixture(db);
  operator = await makeUser(db, { isOperator: true, name: 'Ona Operatorė' });
  staff = await makeMember(db, f.salon.business.id, 'staff');
  const fan = await makeUser(db, { name: 'Rūta Gerutė' });
  await review(f, fan, 5, 'Puiku, ačiū!', '2027-03-01T08:00:00Z');
  badReviewId = await review(f, f.customer, 1, 'Kvailiai visi ten dirba', '2027-03-02T08:00:00Z');
});
afterAll(async () => {
  delete process.env.CONTACT_EMAIL;
  await t?.close();
});

describe('review moderation', () => {
  it('the owner reports a review (staff may not, another business cannot see it) and it tops the operator list', async () => {
    expect((await publicRating(f)).rating).toEqual({ count: 2, average: 3 });
    const listed = await apiRequest(t.app, staff, 'GET', '/api/admin/reviews');
    expect(listed.status).toBe(200);
    expect((listed.body as AdminReviews).items.map((item) => item.id)).toContain(badReviewId);

    const url = `/api/admin/review/${badReviewId}/report`;
    expect((await apiRequest(t.app, staff, 'POST', url, { reason: 'Įžeidžia' })).status).toBe(403);
    expect((await apiRequest(t.app, other.owner, 'POST', url, { reason: 'Ne mūsų' })).status).toBe(404);
    const empty = await apiRequest(t.app, f.owner, 'POST', url, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect((empty.body as { fields: Record<string, string[]> }).fields.reason).toEqual([m.validation.reason]);

    const reported = await apiRequest(t.app, f.owner, 'POST', url, { reason: 'Įžeidžia mūsų darbuotojas' });
    expect(reported.status).toBe(200);
    expect((reported.body as ModeratedReview).report).toMatchObject({
      reason: 'Įžeidžia mūsų darbuotojas',
      open: true,
      by: expect.any(String),
    });

    const list = (await apiRequest(t.app, operator, 'GET', '/api/operator/reviews')).body as OperatorReviews;
    expect(list.reported[0]).toMatchObject({
      id: badReviewId,
      business: { id: f.salon.business.id },
      visit: { services: ['Moteriškas kirpimas'] },
    });
    expect(list.counts.reported).toBeGreaterThanOrEqual(1);
    expect((await apiRequest(t.app, f.owner, 'GET', '/api/operator/reviews')).status).toBe(403);
  });

  it('the operator hides it with a reason: the public average drops it, the author and the owner are told why, once', async () => {
    const hide = `/api/operator/reviews/${badReviewId}/hide`;
    const refused = await apiRequest(t.app, operator, 'POST', hide, {});
    expect(refused.status).toBe(400);
    expect((refused.body as { fields: Record<string, string[]> }).fields.reason).toEqual([m.validation.reason]);

    const reason = 'Atsiliepime yra įžeidžiančių žodžių.';
    const hidden = await apiRequest(t.app, operator, 'POST', hide, { reason });
    expect(hidden.status).toBe(200);
    expect((hidden.body as ModeratedReview).hidden).toMatchObject({ reason, by: 'Ona Operatorė' });
    expect((hidden.body as ModeratedReview).report?.open).toBe(false);

    const rating = await publicRating(f);
    expect(rating.rating).toEqual({ count: 1, average: 5 });
    expect(rating.items.map((item) => item.id)).not.toContain(badReviewId);
    const card = (await apiRequest(t.app, operator, 'GET', `/api/operator/businesses/${f.salon.business.id}`)).body as {
      counts: { reviews: number; averageRating: number | null };
    };
    expect(card.counts).toMatchObject({ reviews: 1, averageRating: 5 });

    const bells = await t.app.database.db
      .select({ userId: notifications.userId, text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.kind, 'review_hidden'), eq(notifications.businessId, f.salon.business.id)));
    expect(bells.map((bell) => bell.userId).sort()).toEqual([f.customer.id, f.owner.id, staff.id].sort());
    expect(bells.every((bell) => bell.text.endsWith(`Priežastis: ${reason}`))).toBe(true);

    const toAuthor = await t.inbox.next(f.customer.email, 20_000);
    expect(toAuthor.subject).toBe(`Jūsų atsiliepimas apie „${f.salon.business.name}“ paslėptas`);
    expect(toAuthor.text).toContain(reason);
    const toOwner = await t.inbox.next(f.owner.email, 20_000);
    expect(toOwner.text).toContain(reason);

    // Hidden already: nothing changes and nobody is told again.
    const again = await apiRequest(t.app, operator, 'POST', hide, { reason: 'Kita priežastis' });
    expect((again.body as ModeratedReview).hidden?.reason).toBe(reason);
    const owners = await apiRequest(t.app, f.owner, 'GET', '/api/admin/reviews');
    expect((owners.body as AdminReviews).items.find((item) => item.id === badReviewId)?.hidden?.reason).toBe(reason);
    expect((owners.body as AdminReviews).rating).toEqual({ count: 1, average: 5 });
    const hiddenList = (await apiRequest(t.app, operator, 'GET', '/api/operator/reviews?view=hidden')).body as OperatorReviews;
    expect(hiddenList.items.map((item) => item.id)).toContain(badReviewId);
    expect(hiddenList.reported.map((item) => item.id)).not.toContain(badReviewId);
  });

  it('shows it again: back on the public page and in the average; an unknown review is not found', async () => {
    const shown = await apiRequest(t.app, operator, 'POST', `/api/operator/reviews/${badReviewId}/show`);
    expect(shown.status).toBe(200);
    expect((shown.body as ModeratedReview).hidden).toBeNull();
    expect((await publicRating(f)).rating).toEqual({ count: 2, average: 3 });
    const unknown = await apiRequest(t.app, operator, 'POST', '/api/operator/reviews/00000000-0000-4000-8000-000000000000/show');
    expect(unknown.status).toBe(404);
    expect((await apiRequest(t.app, operator, 'GET', '/api/operator/reviews?view=kiti')).status).toBe(400);
  });
});
