import { BRAND, escapeHtml, format, messages, nameVocative } from '@vizitas/shared';
import { mailButton, mailDocument } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const t = messages.clientInvitations.mail;

/**
 * A business invites one of its existing clients to book online (docs/decisions/029): why she
 * gets it, the button to the booking page, and the link never to be invited again — also as the
 * headers mail clients show as their own button (RFC 2369 `List-Unsubscribe`; RFC 8058 one-click:
 * the client POSTs `List-Unsubscribe=One-Click` to `oneClickUrl`).
 */
export function clientInvitationMail(input: {
  to: string;
  name: string | null;
  businessName: string;
  bookingUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): MailMessage {
  const vars = { business: input.businessName, brandGenitive: BRAND.genitive };
  const subject = format(t.subject, vars);
  const greeting = input.name ? format(t.greeting, { name: nameVocative(input.name) }) : t.greetingNoName;
  const intro = format(t.intro, vars);
  const why = format(t.why, vars);
  const unsubscribeText = format(t.unsubscribeText, vars);
  const signature = format(messages.mail.signature, vars);
  const text = [
    greeting,
    '',
    intro,
    '',
    `${t.action}: ${input.bookingUrl}`,
    '',
    why,
    unsubscribeText,
    input.unsubscribeUrl,
    '',
    signature,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 20px;">${e(intro)}</p>
<p style="margin:0 0 20px;">${mailButton(t.action, input.bookingUrl)}</p>
<p style="margin:0 0 8px;font-size:13px;color:#495057;">${e(messages.mail.linkFallback)}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(input.bookingUrl)}" style="color:#a61e4d;">${e(input.bookingUrl)}</a></p>
<p style="margin:0 0 24px;">${e(signature)}</p>
<p style="margin:0 0 8px;font-size:12px;color:#495057;">${e(why)}</p>
<p style="margin:0 0 8px;font-size:12px;color:#495057;">${e(unsubscribeText)} <a href="${e(input.unsubscribeUrl)}" style="color:#a61e4d;">${e(t.unsubscribe)}</a></p>
`,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
