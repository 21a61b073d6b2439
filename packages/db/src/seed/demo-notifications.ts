import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '@vizitas/booking-engine';
import { format, generatePath, messages } from '@vizitas/shared';
import type { Tx } from '../client';
import { serviceNamesOf } from '../appointment-services';
import { visitClientNameSql } from '../visit-client';
import { appointments, businesses, notifications, specialists, users, type NotificationKind } from '../schema/index';

const t = messages.notifications.texts;
const HOUR = 3_600_000;

/** "lapkričio 20 d. 14:00" in the business's time zone (as the server writes its notifications). */
function when(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('lt-LT', { timeZone, month: 'long', day: 'numeric' }).format(instant);
  const time = new Intl.DateTimeFormat('lt-LT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} ${time}`;
}

interface Visit {
  id: string;
  businessId: string;
  slug: string;
  business: string;
  timeZone: string;
  status: string;
  startsAt: Date;
  specialist: string;
  client: string;
  services: string;
}

async function upcomingVisits(tx: Tx, where: ReturnType<typeof and>, now: Date, limit: number): Promise<Visit[]> {
  return tx
    .select({
      id: appointments.id,
      businessId: appointments.businessId,
      slug: businesses.slug,
      business: businesses.name,
      timeZone: businesses.timeZone,
      status: appointments.status,
      startsAt: appointments.startsAt,
      specialist: specialists.name,
      client: visitClientNameSql(appointments.clientName, users.name, { orEmpty: true }),
      services: sql<string>`nullif(array_to_string(${serviceNamesOf(appointments.id)}, ', '), '')`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .leftJoin(users, eq(users.id, appointments.customerId))
    .where(and(where, gt(appointments.startsAt, now)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
}

/**
 * A few in-app notifications for the demo customer and the demo admin (some unseen), as the
 * appointment events would have written them: the customer's coming visits (a request received,
 * a visit confirmed), the requests waiting at the admin's business. Run after the appointments.
 */
export async function insertDemoNotifications(
  tx: Tx,
  input: { now: Date; demoCustomerId: string; ownerUserId: string | null; ownerBusinessId: string },
): Promise<void> {
  const { now } = input;
  const rows: Array<typeof notifications.$inferInsert> = [];
  const add = (userId: string, visit: Visit, kind: NotificationKind, text: string, href: string, hoursAgo: number, seen: boolean) =>
    rows.push({
      userId,
      businessId: visit.businessId,
      appointmentId: visit.id,
      kind,
      text,
      href,
      eventKey: `demo:${kind}:${visit.id}`,
      createdAt: new Date(now.getTime() - hoursAgo * HOUR),
      seenAt: seen ? new Date(now.getTime() - (hoursAgo - 1) * HOUR) : null,
    });
  const vars = (visit: Visit) => ({
    business: visit.business,
    services: visit.services,
    when: when(visit.startsAt, visit.timeZone),
    client: visit.client,
    specialist: visit.specialist,
  });

  const own = await upcomingVisits(
    tx,
    and(eq(appointments.customerId, input.demoCustomerId), inArray(appointments.status, [...HOLDING_STATUSES])),
    now,
    4,
  );
  for (const visit of own) {
    const href = generatePath('appointment_list', { slug: visit.slug });
    if (visit.status === 'pending') {
      add(input.demoCustomerId, visit, 'booking_received', format(t.bookingReceived, vars(visit)), href, 3, false);
    } else {
      add(input.demoCustomerId, visit, 'booking_received', format(t.bookingReceived, vars(visit)), href, 50, true);
      add(input.demoCustomerId, visit, 'booking_confirmed', format(t.bookingConfirmed, vars(visit)), href, 26, false);
    }
  }

  if (input.ownerUserId) {
    const requests = await upcomingVisits(
      tx,
      and(eq(appointments.businessId, input.ownerBusinessId), eq(appointments.status, 'pending')),
      now,
      2,
    );
    const confirmed = await upcomingVisits(
      tx,
      and(eq(appointments.businessId, input.ownerBusinessId), eq(appointments.customerId, input.demoCustomerId)),
      now,
      1,
    );
    for (const [index, visit] of requests.entries()) {
      const href = generatePath('admin_appointment_edit', { id: visit.id, slug: visit.slug });
      add(input.ownerUserId, visit, 'new_booking', format(t.newRequest, vars(visit)), href, 1 + index * 4, false);
    }
    for (const visit of confirmed) {
      const href = generatePath('admin_appointment_edit', { id: visit.id, slug: visit.slug });
      add(input.ownerUserId, visit, 'new_booking', format(t.newBooking, vars(visit)), href, 49, true);
    }
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}
