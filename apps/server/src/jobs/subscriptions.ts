/**
 * Events → jobs: what each domain event sends, and to whom. A subscriber reads the appointment
 * as it now is, builds the Lithuanian mails and enqueues one `send-mail` job per recipient under
 * a key named by the event, the appointment and the recipient, so the same event never mails
 * anyone twice.
 */
import type { Db } from '@vizitas/db';
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
  type MailMessage,
} from '#server/modules/mail/index.ts';
import { enqueueMail } from './index.ts';
import type { JobQueue } from './queue.ts';

export interface MailSubscriptionDeps {
  db: Db;
  queue: JobQueue;
  now: () => Date;
  /** Where links in mail point (`PUBLIC_URL`, or this server's own address). */
  origin: () => string;
  /** Reports a mail that could not be enqueued. */
  onError: (error: unknown, event: DomainEventName) => void;
}

interface Outgoing {
  key: string;
  message: MailMessage;
}

/** The mails of one event, from the appointment as it is after the change. */
function mailsOf<Name extends DomainEventName>(
  name: Name,
  event: DomainEvents[Name],
  facts: AppointmentMailFacts,
  origin: string,
): Outgoing[] {
  const link = (path: string) => `${origin}${path}`;
  const visitsUrl = link(generatePath('my_appointments'));
  const bookingUrl = link(generatePath('new_appointment', { slug: facts.businessSlug }));
  const listUrl = link(generatePath('admin_appointment_list', { slug: facts.businessSlug }));
  const customer = facts.customer;
  const toCustomer = (suffix: string, build: (to: { email: string; name: string }) => MailMessage): Outgoing[] =>
    customer ? [{ key: `${name}:${facts.appointmentId}${suffix}:${customer.email}`, message: build(customer) }] : [];
  const toMembers = (build: (to: { email: string; name: string }) => MailMessage): Outgoing[] =>
    facts.members.map((member) => ({ key: `${name}:${facts.appointmentId}:${member.email}`, message: build(member) }));
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
      const { from, to: after } = event as DomainEvents['appointment.moved'];
      // A visit may be moved more than once: each move is its own mail.
      const suffix = `:${from.start}>${after.start}:${after.specialistId}`;
      return toCustomer(suffix, (to) => appointmentMovedMail({ to: to.email, name: to.name, visit, visitsUrl, before: from }));
    }
    default:
      return [];
  }
}

const MAILED_EVENTS = [
  'appointment.created',
  'appointment.confirmed',
  'appointment.declined',
  'appointment.cancelled',
  'appointment.moved',
] as const satisfies readonly DomainEventName[];

/** Subscribes the appointment mails to the events. */
export function subscribeMails(events: DomainEventBus, deps: MailSubscriptionDeps): void {
  for (const name of MAILED_EVENTS) {
    events.on(name, (event) => {
      const send = async () => {
        const facts = await appointmentMailFacts(deps.db, event.appointmentId, deps.now().getTime());
        if (!facts) return;
        for (const mail of mailsOf(name, event, facts, deps.origin())) await enqueueMail(deps.queue, deps.db, mail);
      };
      send().catch((error: unknown) => deps.onError(error, name));
    });
  }
}
