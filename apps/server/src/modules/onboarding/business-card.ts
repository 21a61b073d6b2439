import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, appError } from '@vizitas/shared';
import type { ContactChannel, OperatorBusinessCard, PipelineStage } from '@vizitas/shared/schemas/operator-pipeline';
import { VISIT_STATUS_LIST_SQL } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { tenantScope } from '#server/core/tenancy.ts';
import { readInstructions } from './instructions.ts';
import { iso, stagedBusinesses } from './pipeline.ts';
import { rowsOf, textArray } from './queries.ts';

interface CardRow {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  categories: string[] | string;
  plan: 'free' | 'premium';
  stage: PipelineStage;
  created_at: Date | string;
  last_booking_at: Date | string | null;
  custom_domain: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  referred_by: string | null;
  services: number | string;
  specialists: number | string;
  visits_this_month: number | string;
  reviews: number | string;
  average_rating: number | string | null;
}

/**
 * The operator's card of one business (`GET /api/operator/businesses/{id}`): what the pipeline
 * shows of it, its contact data, its members, its checklist as the owner sees it, its counts, and
 * every contact, newest first. `operatorId` is who reads (the checklist is read in her scope).
 */
export async function readBusinessCard(
  ctx: CommandContext,
  businessId: string,
  operatorId: string,
): Promise<OperatorBusinessCard> {
  const now = ctx.now();
  const zone = DEFAULT_TIME_ZONE;
  const [row] = await rowsOf<CardRow>(
    ctx.db,
    sql`select st.id, st.slug, st.name, st.city, st.categories, st.plan, st.stage, st.created_at, st.last_booking_at,
        b.custom_domain, b.phone, b.email, b.address,
        (select u.name from users u where u.id = b.referred_by_user_id) as referred_by,
        (select count(*) from services s where s.business_id = b.id and s.active) as services,
        (select count(*) from specialists p where p.business_id = b.id and p.active) as specialists,
        (select count(*) from appointments a where a.business_id = b.id
          and a.status in ${sql.raw(VISIT_STATUS_LIST_SQL)}
          and a.starts_at >= (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})
          and a.starts_at < ((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone}) + interval '1 month') at time zone ${zone})
        ) as visits_this_month,
        (select count(*) from reviews r where r.business_id = b.id and r.hidden_at is null) as reviews,
        (select round(avg(r.rating)::numeric, 1) from reviews r where r.business_id = b.id and r.hidden_at is null) as average_rating
      from (${stagedBusinesses(now)}) st join businesses b on b.id = st.id
      where st.id = ${businessId}`,
  );
  if (!row) throw appError('not_found');
  const members = await rowsOf<{
    name: string;
    email: string;
    phone_number: string | null;
    role: 'owner' | 'staff';
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select u.name, u.email, u.phone_number, m.role, m.created_at from business_members m join users u on u.id = m.user_id
      where m.business_id = ${businessId} order by (m.role = 'owner') desc, m.created_at, u.name`,
  );
  const contacts = await rowsOf<{ contacted_at: Date | string; by_name: string | null; channel: ContactChannel; note: string }>(
    ctx.db,
    sql`select c.contacted_at, u.name as by_name, c.channel, c.note from business_contacts c
      left join users u on u.id = c.operator_id
      where c.business_id = ${businessId} order by c.contacted_at desc, c.id`,
  );
  const checklist = await readInstructions(ctx, tenantScope(businessId, operatorId, 'operator'));
  return {
    business: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      city: row.city,
      categories: textArray(row.categories),
      plan: row.plan,
      stage: row.stage,
      registeredAt: iso(row.created_at),
      lastBookingAt: row.last_booking_at === null ? null : iso(row.last_booking_at),
      customDomain: row.custom_domain,
      phone: row.phone,
      email: row.email,
      address: row.address,
      referredBy: row.referred_by,
    },
    members: members.map((m) => ({
      name: m.name,
      email: m.email,
      phone: m.phone_number,
      role: m.role,
      since: iso(m.created_at),
    })),
    steps: checklist.items.map((item) => ({ instruction: item.instruction, state: item.state, required: item.required })),
    counts: {
      services: Number(row.services),
      specialists: Number(row.specialists),
      visitsThisMonth: Number(row.visits_this_month),
      reviews: Number(row.reviews),
      averageRating: row.average_rating === null ? null : Number(row.average_rating),
    },
    contacts: contacts.map((c) => ({ at: iso(c.contacted_at), by: c.by_name, channel: c.channel, note: c.note })),
  };
}
