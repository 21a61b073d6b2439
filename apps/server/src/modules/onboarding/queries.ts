import { eq, sql } from 'drizzle-orm';
import {
  appointments,
  businesses,
  galleryImages,
  schedules,
  services,
  skippedInstructions,
  specialistServices,
  specialists,
  type DbOrTx,
} from '@vizitas/db';
import type { OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import type { TenantScope } from '#server/core/tenancy.ts';

/** A weekly schedule with at least one working interval on some day. */
const hasHours = sql`exists (select 1 from jsonb_each(${schedules.weeklyHours}) as day(weekday, intervals)
  where jsonb_typeof(day.intervals) = 'array' and jsonb_array_length(day.intervals) > 0)`;

/**
 * A customer can book the business: an active service offered by an active specialist who has
 * working hours. The condition of `onboarded` and so of the listing in search.
 */
export const bookableCondition = (businessId: unknown) => sql`exists (
  select 1 from ${specialistServices}
  join ${services} on ${services.id} = ${specialistServices.serviceId} and ${services.active}
  join ${specialists} on ${specialists.id} = ${specialistServices.specialistId} and ${specialists.active}
  join ${schedules} on ${schedules.specialistId} = ${specialists.id}
  where ${specialistServices.businessId} = ${businessId} and ${hasHours})`;

export interface OnboardingFacts {
  business: { id: string; slug: string; name: string; customDomain: string | null; onboarded: boolean };
  bookable: boolean;
  /** Whether each step's condition holds in the data. */
  done: Record<OnboardingInstruction, boolean>;
  skipped: ReadonlySet<OnboardingInstruction>;
}

/**
 * What the checklist is computed from, in one query: the business, each step's condition and
 * the skipped steps.
 * - services: an active service offered by an active specialist;
 * - working_hours: an active specialist with weekly hours;
 * - logo: a logo; photos: a gallery photo; description: a description that is not blank;
 * - share_link: a customer booked online (her own booking, not one typed in by the business);
 * - invite_clients: only skipped for now — the invitations come with their own endpoint.
 */
export async function onboardingFacts(db: DbOrTx, scope: TenantScope): Promise<OnboardingFacts | null> {
  const id = scope.businessId;
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      customDomain: businesses.customDomain,
      onboarded: businesses.onboarded,
      logo: sql<boolean>`${businesses.logoUrl} is not null and ${businesses.logoUrl} <> ''`,
      description: sql<boolean>`coalesce(btrim(${businesses.description}), '') <> ''`,
      services: sql<boolean>`exists (
        select 1 from ${specialistServices}
        join ${services} on ${services.id} = ${specialistServices.serviceId} and ${services.active}
        join ${specialists} on ${specialists.id} = ${specialistServices.specialistId} and ${specialists.active}
        where ${specialistServices.businessId} = ${businesses.id})`,
      workingHours: sql<boolean>`exists (
        select 1 from ${schedules}
        join ${specialists} on ${specialists.id} = ${schedules.specialistId} and ${specialists.active}
        where ${schedules.businessId} = ${businesses.id} and ${hasHours})`,
      photos: sql<boolean>`exists (select 1 from ${galleryImages} where ${galleryImages.businessId} = ${businesses.id})`,
      shareLink: sql<boolean>`exists (select 1 from ${appointments} where ${appointments.businessId} = ${businesses.id}
        and ${appointments.customerId} is not null and ${appointments.createdByUserId} = ${appointments.customerId})`,
      bookable: sql<boolean>`${bookableCondition(businesses.id)}`,
      skipped: sql<string[]>`coalesce((select array_agg(${skippedInstructions.instruction}) from ${skippedInstructions}
        where ${skippedInstructions.businessId} = ${businesses.id}), '{}')`,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row) return null;
  return {
    business: { id: row.id, slug: row.slug, name: row.name, customDomain: row.customDomain, onboarded: row.onboarded },
    bookable: row.bookable,
    done: {
      services: row.services,
      working_hours: row.workingHours,
      logo: row.logo,
      photos: row.photos,
      description: row.description,
      share_link: row.shareLink,
      invite_clients: false,
    },
    skipped: new Set(row.skipped as OnboardingInstruction[]),
  };
}
