import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@vizitas/db';
import type { OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import type { TenantScope } from '#server/core/tenancy.ts';

/** The rows of a raw statement, the same on PGlite and node-postgres. */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The weekly schedule `sc` has at least one working interval on some day. */
export const HAS_HOURS = sql.raw(`exists (select 1 from jsonb_each(sc.weekly_hours) as day(weekday, intervals)
  where jsonb_typeof(day.intervals) = 'array' and jsonb_array_length(day.intervals) > 0)`);

/**
 * A customer can book the business `b`: an active service offered by an active specialist who
 * has working hours. The condition of `onboarded`, and so of the listing in search.
 */
export const BOOKABLE = sql`exists (
  select 1 from specialist_services ss
  join services s on s.id = ss.service_id and s.active
  join specialists p on p.id = ss.specialist_id and p.active
  join schedules sc on sc.specialist_id = p.id
  where ss.business_id = b.id and ${HAS_HOURS})`;

export interface OnboardingFacts {
  business: { id: string; slug: string; name: string; customDomain: string | null; onboarded: boolean };
  bookable: boolean;
  /** The rules the booking rules step tells the owner about. */
  bookingRules: { minimumNoticeMin: number; cancellationDeadlineMin: number; autoConfirm: boolean };
  /** Whether each step's condition holds in the data. */
  done: Record<OnboardingInstruction, boolean>;
  skipped: ReadonlySet<OnboardingInstruction>;
}

interface FactsRow {
  id: string;
  slug: string;
  name: string;
  custom_domain: string | null;
  onboarded: boolean;
  logo: boolean;
  description: boolean;
  services: boolean;
  working_hours: boolean;
  booking_rules: boolean;
  minimum_notice_min: number;
  cancellation_deadline_min: number;
  auto_confirm: boolean;
  photos: boolean;
  share_link: boolean;
  invite_clients: boolean;
  bookable: boolean;
  skipped: string[] | string | null;
}

/** A text[] as the drivers hand it: an array, or PostgreSQL's `{a,b}` literal. */
export function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

/**
 * What the checklist is computed from, in one statement: the scope's business, each step's
 * condition and the skipped steps.
 * - services: an active service offered by an active specialist;
 * - working_hours: an active specialist with weekly hours;
 * - booking_rules: the owner saved the booking rules (she has seen them and they suit her);
 * - logo: a logo; photos: a gallery photo; description: a description that is not blank;
 * - share_link: the business shared its link from the share page (copied it, shared it, took
 *   its QR or embed code), or a customer booked online (her own booking, not one the business
 *   typed in): the link worked;
 * - invite_clients: the business invited at least one client (docs/decisions/029).
 */
export async function onboardingFacts(db: DbOrTx, scope: TenantScope): Promise<OnboardingFacts | null> {
  const [row] = await rowsOf<FactsRow>(
    db,
    sql`select b.id, b.slug, b.name, b.custom_domain, b.onboarded,
      coalesce(b.logo_url, '') <> '' as logo,
      coalesce(btrim(b.description), '') <> '' as description,
      exists (
        select 1 from specialist_services ss
        join services s on s.id = ss.service_id and s.active
        join specialists p on p.id = ss.specialist_id and p.active
        where ss.business_id = b.id) as services,
      exists (
        select 1 from schedules sc
        join specialists p on p.id = sc.specialist_id and p.active
        where sc.business_id = b.id and ${HAS_HOURS}) as working_hours,
      b.booking_rules_reviewed_at is not null as booking_rules,
      b.minimum_notice_min, b.cancellation_deadline_min, b.auto_confirm,
      exists (select 1 from gallery_images g where g.business_id = b.id) as photos,
      (exists (select 1 from booking_link_shares ls where ls.business_id = b.id)
        or exists (select 1 from appointments a where a.business_id = b.id
          and a.customer_id is not null and a.created_by_user_id = a.customer_id)) as share_link,
      exists (select 1 from client_invitations ci where ci.business_id = b.id) as invite_clients,
      ${BOOKABLE} as bookable,
      (select array_agg(si.instruction order by si.instruction) from skipped_instructions si where si.business_id = b.id) as skipped
    from businesses b where b.id = ${scope.businessId}`,
  );
  if (!row) return null;
  return {
    business: { id: row.id, slug: row.slug, name: row.name, customDomain: row.custom_domain, onboarded: row.onboarded },
    bookable: row.bookable,
    bookingRules: {
      minimumNoticeMin: row.minimum_notice_min,
      cancellationDeadlineMin: row.cancellation_deadline_min,
      autoConfirm: row.auto_confirm,
    },
    done: {
      services: row.services,
      working_hours: row.working_hours,
      booking_rules: row.booking_rules,
      logo: row.logo,
      photos: row.photos,
      description: row.description,
      share_link: row.share_link,
      invite_clients: row.invite_clients,
    },
    skipped: new Set(textArray(row.skipped) as OnboardingInstruction[]),
  };
}
