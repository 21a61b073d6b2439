import { BRAND, escapeHtml, format, messages } from '@vizitas/shared';
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
}

/**
 * The one layout of our mails: greeting, a sentence, a button with the link, the link written
 * out, how long it lasts, a "not you?" line and the signature. Names and links are escaped.
 */
function actionMail({ to, name, subject, intro, action, url, expires }: ActionMail): MailMessage {
  const greeting = format(m.greeting, { name });
  const signature = format(m.signature, { brand: BRAND.name });
  const text = [
    `${greeting}`,
    '',
    intro.charAt(0).toUpperCase() + intro.slice(1),
    '',
    url,
    '',
    expires,
    m.notYou,
    '',
    signature,
    '',
    '--',
    m.automatic,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="lt">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f8f9fa;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;border:1px solid #e9ecef;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold;color:#a61e4d;">${e(BRAND.name)}</td></tr>
<tr><td style="padding:16px 32px 0;font-size:16px;line-height:24px;">
<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 20px;">${e(intro.charAt(0).toUpperCase() + intro.slice(1))}</p>
<p style="margin:0 0 20px;"><a href="${e(url)}" style="display:inline-block;background:#a61e4d;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${e(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#495057;">${e(m.linkFallback)}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(url)}" style="color:#a61e4d;">${e(url)}</a></p>
<p style="margin:0 0 8px;font-size:14px;">${e(expires)}</p>
<p style="margin:0 0 20px;font-size:14px;color:#495057;">${e(m.notYou)}</p>
<p style="margin:0 0 24px;">${e(signature)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#868e96;border-top:1px solid #e9ecef;">${e(m.automatic)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
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
