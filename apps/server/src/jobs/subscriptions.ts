/**
 * Events → mail: what each appointment event sends, and to whom — the one place that decides it.
 *
 * The mails are enqueued in the transaction's phase of the event (core/events.ts): with the
 * command's own transaction, after the change is written and before COMMIT. So the `send-mail`
 * jobs exist exactly when the change does — a process killed right after COMMIT loses no mail,
 * and a rolled-back change sends none (docs/decisions/017). Each job's key is named by the event,
 * the appointment and the recipient (a move also by its times), so the same event never mails
 * anyone twice. After the commit the local worker is woken, so the mail leaves at once.
 */
import { createHash } from 'node:crypto';
import type { Tx } from '@vizitas/db';
import { generatePath } from '@vizitas/shared';
import type { DomainEventBus, DomainEventName, DomainEvents } from '#server/core/events.ts';
import { appointmentMailFacts, type AppointmentMailFacts } from '#server/modules/booking/index.ts';
import {
  appointmentCancelledByBusinessMail,
  appointmentConfirmedMail,
  appointmentDeclinedMail,
  appointmentMovedMail,
  appointmentReceivedMail,
  cancelledByCustomerMail,
  newBookingMail,
  newRequestMail,
  withCalendarFile,
  type CalendarFile,
  type MailMessage,
} from '#server/modules/mail/index.ts';
import { isCancelledVisit, visitCalendarFile, visitIcsFileName } from '#server/modules/visits/index.ts';
import { enqueueMail } from './index.ts';
import { jobKeySchema, type JobQueue } from './queue.ts';

export interface MailSubscriptionDeps {
  queue: JobQueue;
  now: () => Date;
  /** Where links in mail point (`PUBLIC_URL`, or this server's own address). */
  origin: () => string;
  /** The sender's address (`MAIL_FROM`): the organiser of the calendar files' invitations. */
  senderAddress: () => string;
}

const MAILED_EVENTS = [
  'appointment.created',
  'appointment.confirmed',
  'appointment.declined',
  'appointment.cancelled',
  'appointment.moved',
] as const satisfies readonly DomainEventName[];

/** The appointment events that mail someone. */
export type MailedEventName = (typeof MAILED_EVENTS)[number];

/** One mail to enqueue, under the key that names it for good. */
export interface OutgoingMail {
  key: string;
  message: MailMessage;
}

const MAX_KEY = jobKeySchema.maxLength ?? 300;

/**
 * The key of one mail: `<event>:<appointment>[:<what tells this occurrence apart>]:<recipient>`,
 * readable in `sent_mails`. One that would be too long for a job key (a very long address) keeps
 * its event and appointment and gives the rest as its SHA-256: still the same key for the same mail.
 */
function mailKey(event: string, appointmentId: string, rest: string): string {
  const key = `${event}:${appointmentId}:${rest}`;
  if (key.length <= MAX_KEY) return key;
  return `${event}:${appointmentId}:sha256:${createHash('sha256').update(rest).digest('hex')}`;
}

/** The visit's calendar file as the customer's mail carries it: REQUEST, or CANCEL once it is off. */
function calendarFileOf(
  facts: AppointmentMailFacts,
  to: { email: string; name: string },
  deps: MailSubscriptionDeps,
): CalendarFile {
  const visit = {
    id: facts.appointmentId,
    status: facts.status,
    start: facts.visit.start,
    end: facts.visit.end,
    timeZone: facts.visit.timeZone,
    business: facts.visit.business,
    specialist: facts.visit.specialist,
    services: facts.visit.services,
    priceCents: facts.visit.priceCents,
    sequence: facts.calendarSequence,
  };
  return {
    fileName: visitIcsFileName(visit),
    content: visitCalendarFile(visit, {
      stampedAt: deps.now(),
      method: 'itip',
      organizer: { name: facts.visit.business.name, email: deps.senderAddress() },
      attendee: to,
    }),
    method: isCancelledVisit(facts.status) ? 'CANCEL' : 'REQUEST',
  };
}

/** The mails of one event, from the appointment as it is after the change. */
function mailsOf<Name extends MailedEventName>(
  name: Name,
  event: DomainEvents[Name],
  facts: AppointmentMailFacts,
  deps: MailSubscriptionDeps,
): OutgoingMail[] {
  const link = (path: string) => `${deps.origin()}${path}`;
  const visitsUrl = link(generatePath('my_appointments'));
  const bookingUrl = link(generatePath('new_appointment', { slug: facts.businessSlug }));
  const listUrl = link(generatePath('admin_appointment_list', { slug: facts.businessSlug }));
  const customer = facts.customer;
  // Every mail to the customer carries the visit's calendar file.
  const toCustomer = (suffix: string, build: (to: { email: string; name: string }) => MailMessage): OutgoingMail[] =>
    customer
      ? [
          {
            key: mailKey(name, facts.appointmentId, `${suffix}${customer.email}`),
            message: withCalendarFile(build(customer), calendarFileOf(facts, customer, deps)),
          },
        ]
      : [];
  const toMembers = (build: (to: { email: string; name: string }) => MailMessage): OutgoingMail[] =>
    facts.members.map((member) => ({ key: mailKey(name, facts.appointmentId, member.email), message: build(member) }));
  const visit = facts.visit;

  switch (name) {
    case 'appointment.created': {
      const created = event as DomainEvents['appointment.created'];
      const forCustomer = toCustomer('', (to) =>
        created.status === 'pending'
          ? appointmentReceivedMail({ to: to.email, name: to.name, visit, visitsUrl })
          : appointmentConfirmedMail({ to: to.email, name: to.name, visit, visitsUrl }),
      );
      if (created.by === 'business') return forCustomer;
      return [
        ...forCustomer,
        ...toMembers((to) =>
          created.status === 'pending'
            ? newRequestMail({
                to: to.email,
                name: to.name,
                visit,
                confirmUrl: link(
                  generatePath('admin_appointment_confirm', { id: facts.appointmentId, slug: facts.businessSlug }),
                ),
                declineUrl: link(
                  generatePath('admin_appointment_decline', { id: facts.appointmentId, slug: facts.businessSlug }),
                ),
              })
            : newBookingMail({ to: to.email, name: to.name, visit, listUrl }),
        ),
      ];
    }
    case 'appointment.confirmed':
      return toCustomer('', (to) => appointmentConfirmedMail({ to: to.email, name: to.name, visit, visitsUrl }));
    case 'appointment.declined': {
      const { reason } = event as DomainEvents['appointment.declined'];
      return toCustomer('', (to) =>
        appointmentDeclinedMail({ to: to.email, name: to.name, visit, visitsUrl, reason, bookingUrl }),
      );
    }
    case 'appointment.cancelled': {
      const { reason, by } = event as DomainEvents['appointment.cancelled'];
      if (by === 'customer')
        return toMembers((to) => cancelledByCustomerMail({ to: to.email, name: to.name, visit, reason, listUrl }));
      return toCustomer('', (to) =>
        appointmentCancelledByBusinessMail({ to: to.email, name: to.name, visit, visitsUrl, reason, bookingUrl }),
      );
    }
    case 'appointment.moved': {
      const { from, to: after, notifyCustomer } = event as DomainEvents['appointment.moved'];
      // The business chose not to tell the customer about this move.
      if (!notifyCustomer) return [];
      // A visit may be moved more than once, also back and forth: each move is its own mail, told
      // apart by the calendar sequence it reached (its history row is written with it) and its times.
      const suffix = `${facts.calendarSequence}:${from.start}-${from.end}>${after.start}-${after.end}:${after.specialistId}:`;
      return toCustomer(suffix, (to) => appointmentMovedMail({ to: to.email, name: to.name, visit, visitsUrl, before: from }));
    }
    default:
      return [];
  }
}

/**
 * The mails one event sends, keyed: read from the appointment as it is in `tx` (after the change).
 * Nothing when the appointment no longer exists.
 */
export async function mailsForChange<Name extends MailedEventName>(
  tx: Tx,
  name: Name,
  event: DomainEvents[Name],
  deps: MailSubscriptionDeps,
): Promise<OutgoingMail[]> {
  const facts = await appointmentMailFacts(tx, event.appointmentId);
  return facts ? mailsOf(name, event, facts, deps) : [];
}

/**
 * Subscribes the appointment mails to the events: enqueued in the command's transaction, the
 * worker woken once it has committed.
 */
export function subscribeMails(events: DomainEventBus, deps: MailSubscriptionDeps): void {
  for (const name of MAILED_EVENTS) {
    events.inTransaction(name, async (tx, event) => {
      for (const mail of await mailsForChange(tx, name, event, deps)) {
        await enqueueMail(deps.queue, tx, mail);
      }
    });
    events.on(name, () => deps.queue.wake('send-mail'));
  }
}
