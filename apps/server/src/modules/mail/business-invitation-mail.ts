import { BRAND, escapeHtml, format, messages, nameVocative } from '@vizitas/shared';
import { mailButton, mailDocument } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const t = messages.businessInvitations.mail;

/**
 * The operator invites a new business: who invites, what the product does for it, the button to
 * the registration form (filled in from the invitation), and the link never to be invited again —
 * also as the headers mail clients show as their own button (RFC 2369, RFC 8058 one-click).
 */
export function businessInvitationMail(input: {
  to: string;
  personName: string | null;
  businessName: string;
  inviter: string;
  registerUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): MailMessage {
  const vars = { business: input.businessName, inviter: input.inviter, brandGenitive: BRAND.genitive };
  const subject = format(t.subject, vars);
  const greeting = input.personName ? format(t.greeting, { name: nameVocative(input.personName) }) : t.greetingNoName;
  const body = format(t.body, vars);
  const signature = format(t.signature, vars);
  const text = [
    greeting,
    '',
    body,
    '',
    `${t.cta}: ${input.registerUrl}`,
    t.linkNote,
    '',
    signature,
    '',
    t.footer,
    input.unsubscribeUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 20px;">${e(body)}</p>
<p style="margin:0 0 12px;">${mailButton(t.cta, input.registerUrl)}</p>
<p style="margin:0 0 20px;font-size:13px;color:#495057;">${e(t.linkNote)}</p>
<p style="margin:0 0 8px;font-size:13px;color:#495057;">${e(messages.mail.linkFallback)}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(input.registerUrl)}" style="color:#a61e4d;">${e(input.registerUrl)}</a></p>
<p style="margin:0 0 24px;">${e(signature)}</p>
<p style="margin:0 0 8px;font-size:12px;color:#495057;">${e(t.footer)} <a href="${e(input.unsubscribeUrl)}" style="color:#a61e4d;">${e(t.unsubscribe)}</a></p>
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
