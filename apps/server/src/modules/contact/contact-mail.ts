import { BRAND, DEFAULT_TIME_ZONE, escapeHtml, format, messages } from '@vizitas/shared';
import type { MailMessage } from '#server/modules/mail/index.ts';

const m = messages.contact.mail;

export interface ContactMailInput {
  /** The platform's address (`CONTACT_EMAIL`). */
  to: string;
  name: string;
  email: string;
  message: string;
  /** The logged-in sender's id, or null for a visitor. */
  userId: string | null;
  receivedAt: Date;
}

function receivedAtText(date: Date): string {
  return new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The mail the platform gets for a contact form message: who wrote (name, address, account)
 * and when, then the message as written; a reply goes to the sender. Everything the sender
 * typed is escaped in the HTML part.
 */
export function contactMail(input: ContactMailInput): MailMessage {
  const subject = format(m.subject, { name: input.name });
  const account = input.userId ? format(m.user, { id: input.userId }) : m.visitor;
  const rows: Array<[string, string]> = [
    [m.name, input.name],
    [m.email, input.email],
    [m.account, account],
    [m.sentAt, receivedAtText(input.receivedAt)],
  ];
  const text = [
    m.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${m.message}:`,
    input.message,
    '',
    '--',
    m.reply,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="lt">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e9ecef;border-radius:12px;padding:24px 32px;">
<p style="margin:0 0 4px;font-size:20px;font-weight:bold;color:#a61e4d;">${e(BRAND.name)}</p>
<p style="margin:0 0 16px;">${e(m.intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="4" style="font-size:14px;margin:0 0 16px;">
${rows.map(([label, value]) => `<tr><td style="color:#495057;padding-right:12px;">${e(label)}</td><td>${label === m.email ? `<a href="mailto:${e(value)}">${e(value)}</a>` : e(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 8px;font-weight:bold;">${e(m.message)}</p>
<div style="white-space:pre-wrap;border-left:3px solid #a61e4d;padding:8px 12px;background:#fff0f6;">${e(input.message)}</div>
<p style="margin:16px 0 0;font-size:12px;color:#868e96;">${e(m.reply)}</p>
</div>
</body>
</html>
`;
  return { to: input.to, subject, text, html, replyTo: { name: input.name, address: input.email } };
}
