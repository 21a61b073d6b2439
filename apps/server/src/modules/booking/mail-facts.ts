import { asc, eq } from 'drizzle-orm';
import { appointments, businessMembers, users, type DbOrTx } from '@vizitas/db';
import type { VisitMailFacts } from '#server/modules/mail/index.ts';
import { presentAdminAppointments, presentVisits } from './presenter.ts';

/** Who is told about an appointment, and what they are told of it. */
export interface AppointmentMailFacts {
  appointmentId: string;
  businessId: string;
  businessSlug: string;
  status: string;
  cancellationReason: string | null;
  visit: VisitMailFacts;
  /** The customer with an account (walk-ins typed in by the business get no mail). */
  customer: { email: string; name: string } | null;
  /** The business's owners and staff. */
  members: { email: string; name: string }[];
}

/** Everything the mails about one appointment need, or null when it no longer exists. */
export async function appointmentMailFacts(
  db: DbOrTx,
  appointmentId: string,
  nowMs: number,
): Promise<AppointmentMailFacts | null> {
  const rows = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  const row = rows[0];
  if (!row) return null;
  const [[visit], [admin], customer, members] = await Promise.all([
    presentVisits(db, rows, nowMs),
    presentAdminAppointments(db, rows),
    row.customerId
      ? db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.customerId)).limit(1)
      : Promise.resolve([]),
    db
      .select({ email: users.email, name: users.name })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(eq(businessMembers.businessId, row.businessId))
      .orderBy(asc(businessMembers.createdAt)),
  ]);
  return {
    appointmentId: row.id,
    businessId: row.businessId,
    businessSlug: visit!.business.slug,
    status: row.status,
    cancellationReason: row.cancellationReason,
    visit: {
      start: visit!.start,
      end: visit!.end,
      timeZone: visit!.business.timeZone,
      business: { name: visit!.business.name, address: visit!.business.address, phone: visit!.business.phone },
      specialist: visit!.specialist.name,
      services: visit!.services.map((service) => service.name),
      priceCents: visit!.priceCents,
      client: { name: admin!.client.name, phone: admin!.client.phone, email: admin!.client.email },
      customerNote: row.customerNote,
    },
    customer: customer[0] ?? null,
    members,
  };
}
