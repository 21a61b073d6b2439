/**
 * The mails about a visit, in Lithuanian: to the customer (received, confirmed, declined, moved,
 * cancelled by the business) and to the business's members (a new request with confirm and
 * decline links, a new confirmed booking, a cancellation by the customer). Each shows the visit's
 * details in the business's time zone; everything a person typed is escaped in the HTML part.
 */
import { BRAND, escapeHtml, format, formatDeadline, formatPhone, formatPrice, messages, nameVocative } from '@vizitas/shared';
import { zonedFormatter } from '#server/lib/zoned-formatter.ts';
import { mailButton, mailDocument, UNSUBSCRIBE_SLOT } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const m = messages.mail;
const a = messages.mail.appointment;
const d = messages.mail.appointment.details;

/** What the mails show of a visit. */
export interface VisitMailFacts {
  start: string;
  end: string;
  timeZone: string;
  /** `cancellationDeadlineMin`: until how long before the visit she may cancel online (the business's rule). */
  business: { name: string; address: string | null; phone: string | null; cancellationDeadlineMin?: number };
  specialist: string;
  services: string[];
  priceCents: number;
  /** One of the services has a starting price: "nuo 35,50 €". */
  priceFrom: boolean;
  client: { name: string | null; phone: string | null; email: string | null };
  customerNote: string | null;
}

interface Action {
  label: string;
  url: string;
}

interface NoticeMail {
  to: string;
  name: string;
  subject: string;
  intro: string;
  rows: Array<[string, string]>;
  actions: Action[];
}

/** The visit's price as every page shows it: "35 €", "55,50 €", "nuo 55,50 €". */
function visitPrice(visit: Pick<VisitMailFacts, 'priceCents' | 'priceFrom'>): string {
  return formatPrice(visit.priceCents, { from: visit.priceFrom });
}

/** The day and time formatters of a zone, made once per zone (making one costs more than a mail's text). */
const mailDay = zonedFormatter('lt-LT', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
const mailTime = zonedFormatter('lt-LT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const mailDate = zonedFormatter('lt-LT', { year: 'numeric', month: 'long', day: 'numeric' });

/** "2027 m. kovo 24 d., trečiadienis 10:00–11:00" in the business's zone. */
export function mailWhen(start: string, end: string, timeZone: string): string {
  const [day, time] = [mailDay(timeZone), mailTime(timeZone)];
  return `${day.format(new Date(start))} ${time.format(new Date(start))}–${time.format(new Date(end))}`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The layout of a notice: greeting, a sentence, the visit's details, buttons, the signature. */
function noticeMail({ to, name, subject, intro, rows, actions }: NoticeMail): MailMessage {
  const greeting = format(m.greeting, { name: nameVocative(name) });
  const signature = format(m.signature, { brandGenitive: BRAND.genitive });
  const text = [
    greeting,
    '',
    capitalized(intro),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...actions.flatMap((action) => [`${action.label}: ${action.url}`]),
    ...(actions.length > 0 ? [''] : []),
    signature,
    '',
    '--',
    m.automatic,
    '',
  ].join('\n');

  const e = escapeHtml;
  const rowsHtml = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#495057;vertical-align:top;white-space:nowrap;">${e(label)}</td><td style="padding:4px 0;white-space:pre-line;">${e(value)}</td></tr>`,
    )
    .join('\n');
  const actionsHtml = actions.map((action) => mailButton(action.label, action.url, 'margin:0 8px 8px 0;')).join('\n');
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(capitalized(intro))}</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 20px;font-size:15px;line-height:22px;">
${rowsHtml}
</table>
${actionsHtml ? `<p style="margin:0 0 20px;">${actionsHtml}</p>\n` : ''}<p style="margin:0 0 24px;">${e(signature)}</p>
`,
  );
  return { to, subject, text, html };
}

/**
 * Until when she may cancel online, as the mail of a visit still to come says it: „iki 2027 m.
 * kovo 23 d. 10:00 (24 val. prieš vizitą); vėliau – tik paskambinus verslui“ (the business's
 * phone is a row of its own); null when the rule is not known.
 */
export function cancellationRule(visit: VisitMailFacts): string | null {
  const deadlineMin = visit.business.cancellationDeadlineMin;
  if (deadlineMin === undefined) return null;
  if (deadlineMin === 0) return d.cancellationUntilStart;
  const until = new Date(Date.parse(visit.start) - deadlineMin * 60_000);
  const [day, time] = [mailDate(visit.timeZone), mailTime(visit.timeZone)];
  return format(d.cancellationUntil, {
    until: `${day.format(until)} ${time.format(until)}`,
    deadline: formatDeadline(deadlineMin),
  });
}

/**
 * The visit as the customer reads it: when, where, with whom, what, for how much; for a visit still
 * to come (`withCancellation`) also until when she may cancel it online.
 */
function customerRows(visit: VisitMailFacts, withCancellation = false): Array<[string, string]> {
  const rule = withCancellation ? cancellationRule(visit) : null;
  return [
    [d.when, mailWhen(visit.start, visit.end, visit.timeZone)],
    [d.business, visit.business.name],
    ...(visit.business.address ? [[d.address, visit.business.address] as [string, string]] : []),
    ...(visit.business.phone ? [[d.phone, formatPhone(visit.business.phone)] as [string, string]] : []),
    [d.specialist, visit.specialist],
    [d.services, visit.services.join(', ')],
    [d.price, visitPrice(visit)],
    ...(rule ? [[d.cancellation, rule] as [string, string]] : []),
  ];
}

/** The visit as the business reads it: when, who, what, the client's note. */
function businessRows(visit: VisitMailFacts): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [d.when, mailWhen(visit.start, visit.end, visit.timeZone)],
    [d.client, visit.client.name ?? '—'],
  ];
  if (visit.client.phone) rows.push([d.clientPhone, formatPhone(visit.client.phone)]);
  if (visit.client.email) rows.push([d.clientEmail, visit.client.email]);
  rows.push([d.specialist, visit.specialist], [d.services, visit.services.join(', ')], [d.price, visitPrice(visit)]);
  if (visit.customerNote) rows.push([d.note, visit.customerNote]);
  return rows;
}

/** A visit's calendar file as a mail carries it (`method`: the file's METHOD, also named in the content type). */
export interface CalendarFile {
  fileName: string;
  content: string;
  method: 'REQUEST' | 'CANCEL';
}

/** The mail with the visit's calendar file attached (`text/calendar`, with its METHOD, as calendars expect). */
export function withCalendarFile(message: MailMessage, file: CalendarFile): MailMessage {
  return {
    ...message,
    attachments: [
      ...(message.attachments ?? []),
      { filename: file.fileName, contentType: `text/calendar; charset=utf-8; method=${file.method}`, content: file.content },
    ],
  };
}

interface CustomerMailInput {
  to: string;
  name: string;
  visit: VisitMailFacts;
  /** The customer's visits page. */
  visitsUrl: string;
}

/** A request waits for the business (pending). */
export function appointmentReceivedMail(input: CustomerMailInput): MailMessage {
  const business = input.visit.business.name;
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(a.received.subject, { business }),
    intro: format(a.received.intro, { business }),
    rows: customerRows(input.visit, true),
    actions: [{ label: a.visitsAction, url: input.visitsUrl }],
  });
}

/** The business confirmed the visit (or it was confirmed at once). */
export function appointmentConfirmedMail(input: CustomerMailInput): MailMessage {
  const business = input.visit.business.name;
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(a.confirmed.subject, { business }),
    intro: format(a.confirmed.intro, { business }),
    rows: customerRows(input.visit, true),
    actions: [{ label: a.visitsAction, url: input.visitsUrl }],
  });
}

/** The business declined the request; the reason, when given, is shown. */
export function appointmentDeclinedMail(input: CustomerMailInput & { reason: string | null; bookingUrl: string }): MailMessage {
  const business = input.visit.business.name;
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(a.declined.subject, { business }),
    intro: format(a.declined.intro, { business }),
    rows: [...customerRows(input.visit), ...(input.reason ? [[d.reason, input.reason] as [string, string]] : [])],
    actions: [{ label: a.declined.action, url: input.bookingUrl }],
  });
}

/** The business moved the visit: the old time and the new one. */
export function appointmentMovedMail(input: CustomerMailInput & { before: { start: string; end: string } }): MailMessage {
  const business = input.visit.business.name;
  const [when, ...rest] = customerRows(input.visit, true);
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(a.moved.subject, { business }),
    intro: format(a.moved.intro, { business }),
    rows: [[d.before, mailWhen(input.before.start, input.before.end, input.visit.timeZone)], [d.after, when![1]], ...rest],
    actions: [{ label: a.visitsAction, url: input.visitsUrl }],
  });
}

/** The business cancelled a visit. */
export function appointmentCancelledByBusinessMail(
  input: CustomerMailInput & { reason: string | null; bookingUrl: string },
): MailMessage {
  const business = input.visit.business.name;
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(a.cancelledByBusiness.subject, { business }),
    intro: format(a.cancelledByBusiness.intro, { business }),
    rows: [...customerRows(input.visit), ...(input.reason ? [[d.reason, input.reason] as [string, string]] : [])],
    actions: [{ label: a.cancelledByBusiness.action, url: input.bookingUrl }],
  });
}

interface BusinessMailInput {
  to: string;
  name: string;
  visit: VisitMailFacts;
}

function businessSubject(template: string, visit: VisitMailFacts): string {
  return format(template, { client: visit.client.name ?? '—', when: mailWhen(visit.start, visit.end, visit.timeZone) });
}

/** A customer asked for a time: confirm or decline, by the seed's admin routes. */
export function newRequestMail(input: BusinessMailInput & { confirmUrl: string; declineUrl: string }): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: businessSubject(a.newRequest.subject, input.visit),
    intro: a.newRequest.intro,
    rows: businessRows(input.visit),
    actions: [
      { label: a.newRequest.confirm, url: input.confirmUrl },
      { label: a.newRequest.decline, url: input.declineUrl },
    ],
  });
}

/** A customer booked a time the business confirms at once. */
export function newBookingMail(input: BusinessMailInput & { listUrl: string }): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: businessSubject(a.newBooking.subject, input.visit),
    intro: a.newBooking.intro,
    rows: businessRows(input.visit),
    actions: [{ label: a.newBooking.action, url: input.listUrl }],
  });
}

/** A customer cancelled their visit. */
export function cancelledByCustomerMail(input: BusinessMailInput & { reason: string | null; listUrl: string }): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: businessSubject(a.cancelledByCustomer.subject, input.visit),
    intro: a.cancelledByCustomer.intro,
    rows: [...businessRows(input.visit), ...(input.reason ? [[d.reason, input.reason] as [string, string]] : [])],
    actions: [{ label: a.cancelledByCustomer.action, url: input.listUrl }],
  });
}

const n = messages.noticeMails;

/** The reminder before a confirmed visit (docs/decisions/028). */
export function reminderMail(input: CustomerMailInput): MailMessage {
  const business = input.visit.business.name;
  const when = mailWhen(input.visit.start, input.visit.end, input.visit.timeZone);
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(n.reminder.subject, { business, when }),
    intro: `${n.reminder.intro} ${n.reminder.cancelHint}`,
    rows: customerRows(input.visit),
    actions: [{ label: n.reminder.action, url: input.visitsUrl }],
  });
}

/** The request to rate a completed visit; the button leads to the visits page, where the rating dialog opens. */
export function reviewRequestMail(input: CustomerMailInput & { reviewUrl: string }): MailMessage {
  const business = input.visit.business.name;
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: format(n.reviewRequest.subject, { business }),
    intro: n.reviewRequest.intro,
    rows: customerRows(input.visit)
      .slice(0, 1)
      .concat([[d.services, input.visit.services.join(', ')]]),
    actions: [{ label: n.reviewRequest.action, url: input.reviewUrl }],
  });
}

/**
 * A mail one can unsubscribe from (docs/decisions/028): the link in its footer (text and HTML)
 * and the headers mail clients offer as their own button (RFC 2369 `List-Unsubscribe`, and
 * RFC 8058 one-click: the client POSTs `List-Unsubscribe=One-Click` to the link itself).
 */
export function withUnsubscribe(message: MailMessage, urls: { page: string; oneClick: string }): MailMessage {
  const line = format(n.unsubscribe, { url: urls.page });
  const footer = `<p style="margin:8px 0 0;font-size:12px;"><a href="${escapeHtml(urls.page)}" style="color:#a61e4d;">${escapeHtml(n.unsubscribeLink)}</a></p>`;
  return {
    ...message,
    text: `${message.text.replace(/\n*$/, '')}\n${line}\n`,
    html: message.html.includes(UNSUBSCRIBE_SLOT)
      ? message.html.replace(UNSUBSCRIBE_SLOT, footer)
      : message.html.replace('</body>', `${footer}</body>`),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
