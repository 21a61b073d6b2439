import { BRAND, escapeHtml, format, messages, nameVocative } from '@vizitas/shared';
import { mailButton, mailDocument } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const m = messages.mail;

interface ActionMail {
  to: string;
  name: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  expires: string;
  /** The closing line for whoever did not expect the mail (default: "Jei to nedarėte…"). */
  notYou?: string;
}

/**
 * The one layout of our mails: greeting, a sentence, a button with the link, the link written
 * out, how long it lasts, a "not you?" line and the signature. Names and links are escaped.
 */
function actionMail({ to, name, subject, intro, action, url, expires, notYou = m.notYou }: ActionMail): MailMessage {
  const greeting = format(m.greeting, { name: nameVocative(name) });
  const signature = format(m.signature, { brandGenitive: BRAND.genitive });
  const text = [
    `${greeting}`,
    '',
    intro.charAt(0).toUpperCase() + intro.slice(1),
    '',
    url,
    '',
    expires,
    notYou,
    '',
    signature,
    '',
    '--',
    m.automatic,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 20px;">${e(intro.charAt(0).toUpperCase() + intro.slice(1))}</p>
<p style="margin:0 0 20px;">${mailButton(action, url)}</p>
<p style="margin:0 0 8px;font-size:13px;color:#495057;">${e(m.linkFallback)}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(url)}" style="color:#a61e4d;">${e(url)}</a></p>
<p style="margin:0 0 8px;font-size:14px;">${e(expires)}</p>
<p style="margin:0 0 20px;font-size:14px;color:#495057;">${e(notYou)}</p>
<p style="margin:0 0 24px;">${e(signature)}</p>
`,
  );
  return { to, subject, text, html };
}

/** After registration, or for a new address (`change`). */
export function emailVerificationMail(input: { to: string; name: string; url: string; change: boolean }): MailMessage {
  const t = input.change ? m.emailChange : m.verification;
  return actionMail({
    to: input.to,
    name: input.name,
    url: input.url,
    subject: t.subject,
    intro: t.intro,
    action: t.action,
    expires: t.expires,
  });
}

export function passwordResetMail(input: { to: string; name: string; url: string }): MailMessage {
  const t = m.passwordReset;
  return actionMail({ ...input, subject: t.subject, intro: t.intro, action: t.action, expires: t.expires });
}

/** A business invites a person to its team as one of its specialists, with her own login (docs/decisions/025). */
export function staffInvitationMail(input: {
  to: string;
  specialistName: string;
  businessName: string;
  inviterName: string;
  url: string;
}): MailMessage {
  const t = m.staffInvitation;
  const vars = { business: input.businessName, inviter: input.inviterName, specialist: input.specialistName };
  return actionMail({
    to: input.to,
    name: input.specialistName,
    url: input.url,
    subject: format(t.subject, vars),
    intro: format(t.intro, vars),
    action: t.action,
    expires: t.expires,
    notYou: t.notYou,
  });
}
