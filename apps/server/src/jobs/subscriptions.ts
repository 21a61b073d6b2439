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
import { generatePath, messages } from '@vizitas/shared';
import { reactionsOf, type DomainEventName, type DomainEvents, type ModuleReactions } from '#server/core/events.ts';
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
  premiumRequestMail,
  reminderMail,
  reviewHiddenMail,
  reviewRequestMail,
  withCalendarFile,
  withUnsubscribe,
  type CalendarFile,
  type MailMessage,
} from '#server/modules/mail/index.ts';
import { isCancelledVisit, visitCalendarFile, visitIcsFileName } from '#server/modules/visits/index.ts';
import { usersWanting, type NotificationTopic } from '#server/modules/notifications/index.ts';
import { premiumRequestFacts } from '#server/modules/reminders/index.ts';
import { reviewHiddenRecipients } from '#server/modules/reviews/index.ts';
import { enqueueMail } from './index.ts';
import { jobKeySchema, type JobQueue } from './queue.ts';

export interface MailSubscriptionDeps {
  queue: JobQueue;
  now: () => Date;
  /** Where links in mail point (`PUBLIC_URL`, or this server's own address). */
  origin: () => string;
  /** The sender's address (`MAIL_FROM`): the organiser of the calendar files' invitations. */
  senderAddress: () => string;
  /**
   * The unsubscribe links of `userId` for `topic` (docs/decisions/028): the confirmation page, and
   * the one-click address mail clients POST to. Every mail of a topic carries them.
   */
  unsubscribeUrls: (userId: string, topic: NotificationTopic) => { page: string; oneClick: string };
  /** The platform's own address (`CONTACT_EMAIL`): premium requests go there until the operator's console. */
  platformAddress: () => string;
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

/** A mail as it is planned: to which user (her settings decide whether it goes). */
interface PlannedMail extends OutgoingMail {
  userId: string;
}

/**
 * The planned mails of `topic` that their users want by e-mail (docs/decisions/028; one read for
 * all of them), each with its unsubscribe link and headers.
 */
async function wantedMails(
  tx: Tx,
  planned: PlannedMail[],
  topic: NotificationTopic,
  deps: MailSubscriptionDeps,
): Promise<OutgoingMail[]> {
  if (planned.length === 0) return [];
  const wanting = await usersWanting(tx, [...new Set(planned.map((mail) => mail.userId))], topic, 'email');
  return planned
    .filter((mail) => wanting.has(mail.userId))
    .map((mail) => ({ key: mail.key, message: withUnsubscribe(mail.message, deps.unsubscribeUrls(mail.userId, topic)) }));
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
    priceFrom: facts.visit.priceFrom,
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
): PlannedMail[] {
  const link = (path: string) => `${deps.origin()}${path}`;
  const visitsUrl = link(generatePath('my_appointments'));
  const bookingUrl = link(generatePath('new_appointment', { slug: facts.businessSlug }));
  const listUrl = link(generatePath('admin_appointment_list', { slug: facts.businessSlug }));
  const customer = facts.customer;
  // Every mail to the customer carries the visit's calendar file.
  const toCustomer = (suffix: string, build: (to: { email: string; name: string }) => MailMessage): PlannedMail[] =>
    customer
      ? [
          {
            userId: customer.userId,
            key: mailKey(name, facts.appointmentId, `${suffix}${customer.email}`),
            message: withCalendarFile(build(customer), calendarFileOf(facts, customer, deps)),
          },
        ]
      : [];
  const toMembers = (build: (to: { email: string; name: string }) => MailMessage): PlannedMail[] =>
    facts.members.map((member) => ({
      userId: member.userId,
      key: mailKey(name, facts.appointmentId, member.email),
      message: build(member),
    }));
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
 * The mails one event sends, keyed: read from the appointment as it is in `tx` (after the change),
 * to those who want booking changes by e-mail, each with its unsubscribe link. Nothing when the
 * appointment no longer exists.
 */
export async function mailsForChange<Name extends MailedEventName>(
  tx: Tx,
  name: Name,
  event: DomainEvents[Name],
  deps: MailSubscriptionDeps,
): Promise<OutgoingMail[]> {
  const facts = await appointmentMailFacts(tx, event.appointmentId);
  return facts ? wantedMails(tx, mailsOf(name, event, facts, deps), 'booking_changes', deps) : [];
}

/**
 * The mail of a visit's own notice — its reminder, or its review request — to the customer, if she
 * wants that topic by e-mail (docs/decisions/028). Keyed by the notice's sent-marker: one notice,
 * one mail. A reminder carries the visit's calendar file like every mail about the visit.
 */
export async function noticeMails(
  tx: Tx,
  notice: { appointmentId: string; noticeId: string; kind: 'reminder_24h' | 'reminder_2h' | 'review_request' },
  deps: MailSubscriptionDeps,
): Promise<OutgoingMail[]> {
  const facts = await appointmentMailFacts(tx, notice.appointmentId);
  const customer = facts?.customer;
  if (!facts || !customer) return [];
  const link = (path: string) => `${deps.origin()}${path}`;
  const visitsUrl = link(generatePath('appointment_list', { slug: facts.businessSlug }));
  const input = { to: customer.email, name: customer.name, visit: facts.visit, visitsUrl };
  const message =
    notice.kind === 'review_request'
      ? reviewRequestMail({ ...input, reviewUrl: visitsUrl })
      : withCalendarFile(reminderMail(input), calendarFileOf(facts, customer, deps));
  const topic: NotificationTopic = notice.kind === 'review_request' ? 'review_requests' : 'reminders';
  return wantedMails(
    tx,
    [{ userId: customer.userId, key: `notice:${notice.noticeId}:${customer.email}`.slice(0, MAX_KEY), message }],
    topic,
    deps,
  );
}

const on = reactionsOf<MailSubscriptionDeps>();
const wakeMailWorker = (deps: MailSubscriptionDeps) => deps.queue.wake('send-mail');

/** The mails of a hidden review, one per recipient, keyed by the hide (its time) and the recipient. */
async function reviewHiddenMails(
  tx: Tx,
  event: DomainEvents['review.hidden'],
  deps: MailSubscriptionDeps,
): Promise<OutgoingMail[]> {
  const facts = await reviewHiddenRecipients(tx, event.reviewId);
  if (!facts) return [];
  const common = {
    business: facts.business.name,
    author: facts.authorName,
    rating: facts.rating,
    reason: event.reason,
    replyTo: deps.platformAddress(),
  };
  const key = (userId: string) => `review-hidden:${event.reviewId}:${event.hiddenAt}:${userId}`;
  return [
    ...(facts.author
      ? [
          {
            key: key(facts.author.id),
            message: reviewHiddenMail({
              ...common,
              to: facts.author.email,
              recipient: 'author',
              link: `${deps.origin()}${generatePath('my_appointments')}`,
            }),
          },
        ]
      : []),
    ...facts.owners
      .filter((owner) => owner.id !== facts.author?.id)
      .map((owner) => ({
        key: key(owner.id),
        message: reviewHiddenMail({
          ...common,
          to: owner.email,
          recipient: 'business',
          link: `${deps.origin()}${generatePath('admin_reviews', { slug: facts.business.slug })}`,
        }),
      })),
  ];
}

/**
 * The mails that follow the events: enqueued in the command's transaction (a mail exists exactly
 * when its change committed), the worker woken once it has committed.
 */
export const mailReactions: ModuleReactions<MailSubscriptionDeps> = {
  owner: 'jobs: mail',
  reactions: [
    on.inTransaction(MAILED_EVENTS, async (deps, tx, event, name) => {
      for (const mail of await mailsForChange(tx, name, event, deps)) await enqueueMail(deps.queue, tx, mail);
    }),
    // A visit's reminder and review request: the mail is enqueued with the notice's sent-marker.
    on.inTransaction('appointment.reminded', async (deps, tx, event) => {
      for (const mail of await noticeMails(tx, event, deps)) await enqueueMail(deps.queue, tx, mail);
    }),
    on.inTransaction('appointment.review_requested', async (deps, tx, event) => {
      for (const mail of await noticeMails(tx, { ...event, kind: 'review_request' }, deps))
        await enqueueMail(deps.queue, tx, mail);
    }),
    // An owner's request for the premium plan: mailed to the platform with the request's row.
    on.inTransaction('business.premium_requested', async (deps, tx, event) => {
      const facts = await premiumRequestFacts(tx, event.requestId);
      if (!facts) return;
      const feature = messages.premium.features[facts.feature as keyof typeof messages.premium.features] ?? facts.feature;
      const message = premiumRequestMail({
        to: deps.platformAddress(),
        ...facts,
        feature,
        replyTo: facts.email ? { name: facts.name, address: facts.email } : null,
      });
      await enqueueMail(deps.queue, tx, { key: `premium-request:${event.requestId}`, message });
    }),
    // A review the operator hid: the statement of reasons to its author and to the owners.
    on.inTransaction('review.hidden', async (deps, tx, event) => {
      for (const mail of await reviewHiddenMails(tx, event, deps)) await enqueueMail(deps.queue, tx, mail);
    }),
    on.afterCommit(
      [...MAILED_EVENTS, 'business.premium_requested', 'appointment.reminded', 'appointment.review_requested', 'review.hidden'],
      wakeMailWorker,
    ),
  ],
};
