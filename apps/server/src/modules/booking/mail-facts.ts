import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  businessMembers,
  businesses,
  serviceNamesOf,
  services,
  specialists,
  users,
  visitClientName,
  visitClientPhone,
  type DbOrTx,
} from '@vizitas/db';
import type { VisitMailFacts } from '#server/modules/mail/index.ts';
import { CALENDAR_VISIBLE_ACTIONS } from './calendar-sequence.ts';

/** Who is told about an appointment, and what they are told of it. */
export interface AppointmentMailFacts {
  appointmentId: string;
  businessId: string;
  businessSlug: string;
  status: AppointmentStatus;
  cancellationReason: string | null;
  /** The SEQUENCE of its calendar file now (booking's `calendarSequence`). */
  calendarSequence: number;
  visit: VisitMailFacts;
  /** The customer with an account (walk-ins typed in by the business get no mail). */
  customer: { userId: string; email: string; name: string } | null;
  /** The business's owners and staff. */
  members: { userId: string; email: string; name: string }[];
}

/** A json column arrives parsed from node-postgres and PGlite alike; text only if a driver did not parse it. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Everything the mails about one appointment need, or null when it no longer exists: ONE query
 * (the appointment with its business, specialist and customer; its service names, the business's
 * members and the calendar sequence as sub-selects). Inside a command's transaction it sees the
 * change just written.
 */
export async function appointmentMailFacts(db: DbOrTx, appointmentId: string): Promise<AppointmentMailFacts | null> {
  const customer = alias(users, 'customer');
  const [row] = await db
    .select({
      id: appointments.id,
      businessId: appointments.businessId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      priceCents: appointments.priceCents,
      customerNote: appointments.customerNote,
      cancellationReason: appointments.cancellationReason,
      clientName: appointments.clientName,
      clientPhone: appointments.clientPhone,
      businessSlug: businesses.slug,
      businessName: businesses.name,
      businessAddress: businesses.address,
      businessPhone: businesses.phone,
      cancellationDeadlineMin: businesses.cancellationDeadlineMin,
      timeZone: businesses.timeZone,
      specialist: specialists.name,
      customerId: customer.id,
      customerEmail: customer.email,
      customerName: customer.name,
      customerPhone: customer.phoneNumber,
      services: serviceNamesOf(appointments.id),
      priceFrom: sql<boolean>`exists (
        select 1 from ${appointmentServices} join ${services} on ${services.id} = ${appointmentServices.serviceId}
        where ${appointmentServices.appointmentId} = ${appointments.id} and ${services.priceFrom})`,
      members: sql<unknown>`(
        select coalesce(json_agg(json_build_object('userId', ${users.id}, 'email', ${users.email}, 'name', ${users.name}) order by ${businessMembers.createdAt}), '[]'::json)
        from ${businessMembers} join ${users} on ${users.id} = ${businessMembers.userId}
        where ${businessMembers.businessId} = ${appointments.businessId})`,
      calendarSequence: sql<number>`(
        select count(*)::int from ${appointmentHistory}
        where ${appointmentHistory.appointmentId} = ${appointments.id}
          and ${appointmentHistory.action} in (${sql.join(
            CALENDAR_VISIBLE_ACTIONS.map((action) => sql`${action}`),
            sql`, `,
          )}))`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .leftJoin(customer, eq(customer.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  const hasAccount = row.customerEmail !== null;
  return {
    appointmentId: row.id,
    businessId: row.businessId,
    businessSlug: row.businessSlug,
    status: row.status,
    cancellationReason: row.cancellationReason,
    calendarSequence: Number(row.calendarSequence),
    visit: {
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      business: {
        name: row.businessName,
        address: row.businessAddress,
        phone: row.businessPhone,
        cancellationDeadlineMin: row.cancellationDeadlineMin,
      },
      specialist: row.specialist,
      services: row.services,
      priceCents: row.priceCents,
      priceFrom: Boolean(row.priceFrom),
      client: {
        name: visitClientName(row.clientName, row.customerName),
        phone: visitClientPhone(row.clientPhone, row.customerPhone),
        email: row.customerEmail,
      },
      customerNote: row.customerNote,
    },
    customer: hasAccount ? { userId: row.customerId!, email: row.customerEmail!, name: row.customerName! } : null,
    members: fromJson<{ userId: string; email: string; name: string }[]>(row.members),
  };
}
