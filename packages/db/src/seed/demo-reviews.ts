// Demo reviews of completed visits (mostly 4–5 stars, in Lithuanian) and the demo gallery.
// The demo customer's two newest completed visits are left without a review, so the review
// dialog asks about one on the home page and /vizitai offers the stars beside both.
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../client';
import { galleryImages, reviews, type appointments } from '../schema/index';
import { buildDemoGallery } from './demo-gallery';
import { demoAccounts } from './demo-accounts';
import { demoBusinesses } from './demo-businesses';
import { Prng } from './prng';

type AppointmentRow = typeof appointments.$inferInsert & { id: string };
type ReviewRow = typeof reviews.$inferInsert;

const HOUR_MS = 3_600_000;

/** The demo customer's newest completed visits left without a review. */
export const UNREVIEWED_CUSTOMER_VISITS = 2;

/** At most this many reviews per business (the newest visits get them). */
const MAX_PER_BUSINESS = 24;

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Labai patiko! Meistrė dėmesinga, viskas atlikta kruopščiai ir laiku.',
    'Puikus aptarnavimas, jauki aplinka. Tikrai sugrįšiu.',
    'Rezultatu esu labai patenkinta, ačiū už kantrybę ir patarimus.',
    'Profesionalu ir malonu. Rekomenduoju draugėms.',
    'Viskas tobula – nuo registracijos iki rezultato.',
    'Jau ne pirmą kartą čia lankausi ir kaskart išeinu laiminga.',
    'Labai švaru, tvarkinga, o specialistė – tikra savo srities žinovė.',
    'Ačiū už puikiai praleistą valandą, jaučiuosi kaip naujai gimusi.',
    'Greitai, kokybiškai ir už normalią kainą. Ačiū!',
  ],
  4: [
    'Patiko, rezultatas geras. Teko šiek tiek palaukti, bet verta.',
    'Maloni specialistė, kokybiškas darbas. Kitą kartą norėčiau daugiau laiko pasitarimui.',
    'Viskas gerai, tik sunkiau rasti vietą automobiliui.',
    'Geras aptarnavimas ir jauki aplinka, sugrįšiu.',
    'Rezultatu patenkinta, kaina atitinka kokybę.',
    'Labai mandagūs darbuotojai, procedūra praėjo sklandžiai.',
  ],
  3: [
    'Neblogai, bet tikėjausi šiek tiek daugiau dėmesio detalėms.',
    'Vidutiniškai – procedūra pavėlavo prasidėti 15 minučių.',
    'Rezultatas normalus, tačiau kaina galėtų būti mažesnė.',
  ],
  2: ['Procedūra užtruko ilgiau nei žadėta, o rezultatas ne toks, kokio norėjau.'],
  1: ['Vizitas prasidėjo gerokai pavėlavus, niekas neatsiprašė.'],
};

function ratingOf(rng: Prng): 1 | 2 | 3 | 4 | 5 {
  const roll = rng.next();
  if (roll < 0.62) return 5;
  if (roll < 0.9) return 4;
  if (roll < 0.97) return 3;
  if (roll < 0.99) return 2;
  return 1;
}

function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Klientė';
}

function asDate(value: Date | string | undefined): Date {
  return value instanceof Date ? value : new Date(value ?? 0);
}

/**
 * Reviews of about half of the completed walk-in visits (the newest first, at most
 * {@link MAX_PER_BUSINESS} a business) and of every completed visit of the demo customer but
 * the {@link UNREVIEWED_CUSTOMER_VISITS} newest. Written 1–48 hours after the visit, never after `now`.
 */
export function buildDemoReviews(input: {
  now: Date;
  appointments: readonly AppointmentRow[];
  customerName: string;
}): ReviewRow[] {
  const nowMs = input.now.getTime();
  const completed = input.appointments
    .filter((row) => row.status === 'completed' && asDate(row.endsAt).getTime() <= nowMs)
    .sort((a, b) => asDate(b.startsAt).getTime() - asDate(a.startsAt).getTime());
  const rows: ReviewRow[] = [];
  const perBusiness = new Map<string, number>();
  const customerVisits = completed.filter((row) => row.customerId);
  // Her two newest visits wait for her stars: one for the review dialog on the home page, one
  // for the stars beside it on /vizitai (PRODUCT.md, Review dialog).
  const unreviewed = new Set(customerVisits.slice(0, UNREVIEWED_CUSTOMER_VISITS).map((row) => row.id));

  for (const row of completed) {
    const rng = new Prng(`${row.id}|review`);
    const ownVisit = Boolean(row.customerId);
    if (ownVisit ? unreviewed.has(row.id) : !rng.chance(0.55)) continue;
    const count = perBusiness.get(row.businessId) ?? 0;
    if (!ownVisit && count >= MAX_PER_BUSINESS) continue;
    perBusiness.set(row.businessId, count + 1);
    const rating = ownVisit ? 5 : ratingOf(rng);
    const withComment = ownVisit || rating <= 3 || rng.chance(0.7);
    const createdMs = Math.min(asDate(row.endsAt).getTime() + rng.int(1, 48) * HOUR_MS + rng.int(0, 59) * 60_000, nowMs);
    rows.push({
      businessId: row.businessId,
      appointmentId: row.id,
      customerId: row.customerId ?? null,
      authorName: ownVisit ? firstNameOf(input.customerName) : firstNameOf(row.clientName),
      rating,
      comment: withComment ? rng.pick(COMMENTS[rating]) : null,
      createdAt: new Date(createdMs),
      updatedAt: new Date(createdMs),
    });
  }
  return rows;
}

/** Inserts the demo reviews and gallery photos (called once by the demo seed). */
export async function insertDemoReviewsAndGallery(
  tx: Tx,
  input: { now: Date; businessIdBySlug: Map<string, string>; appointments: readonly AppointmentRow[] },
): Promise<void> {
  const customerName = demoAccounts.find((account) => account.role === 'customer')?.name ?? '';
  const reviewRows = buildDemoReviews({ now: input.now, appointments: input.appointments, customerName });
  for (let i = 0; i < reviewRows.length; i += 500) await tx.insert(reviews).values(reviewRows.slice(i, i + 500));
  const galleryRows = buildDemoGallery(
    demoBusinesses.flatMap((business) => {
      const id = input.businessIdBySlug.get(business.slug);
      return id ? [{ id, categories: business.categories }] : [];
    }),
  );
  if (galleryRows.length > 0) await tx.insert(galleryImages).values(galleryRows);
}

/** What the demo's moderation says: the owner's report and the operator's reason (Lithuanian). */
export const DEMO_REPORT_REASON = 'Šis žmogus pas mus nesilankė – tą dieną ši paslauga nebuvo teikiama.';
export const DEMO_HIDE_REASON = 'Atsiliepime minimas darbuotojos vardas ir pavardė be jos sutikimo.';

/**
 * The demo's moderation (`/operatorius/atsiliepimai`): the owner of `reportingBusinessId` reported
 * its lowest-rated walk-in review (an open report on top of the operator's list), and the operator
 * hid the lowest-rated walk-in review of another business with a reason, each some hours after the
 * review was written.
 */
export async function insertDemoModeration(
  tx: Tx,
  input: { now: Date; reportingBusinessId: string; ownerUserId: string | null; operatorId: string | null },
): Promise<void> {
  const lowest = (where: ReturnType<typeof and>) =>
    tx
      .select({ id: reviews.id, createdAt: reviews.createdAt })
      .from(reviews)
      .where(where)
      .orderBy(asc(reviews.rating), desc(reviews.createdAt))
      .limit(1);
  // Some hours after the review was written, never after now.
  const after = (createdAt: Date, hours: number) =>
    new Date(Math.min(createdAt.getTime() + hours * HOUR_MS, input.now.getTime()));
  const [reported] = await lowest(and(eq(reviews.businessId, input.reportingBusinessId), isNull(reviews.customerId)));
  if (reported) {
    await tx
      .update(reviews)
      .set({ reportedAt: after(reported.createdAt, 3), reportedReason: DEMO_REPORT_REASON, reportedByUserId: input.ownerUserId })
      .where(eq(reviews.id, reported.id));
  }
  const [hidden] = await lowest(and(ne(reviews.businessId, input.reportingBusinessId), isNull(reviews.customerId)));
  if (hidden) {
    await tx
      .update(reviews)
      .set({ hiddenAt: after(hidden.createdAt, 6), hiddenReason: DEMO_HIDE_REASON, hiddenByUserId: input.operatorId })
      .where(eq(reviews.id, hidden.id));
  }
}
