import { BRAND, escapeHtml, messages } from '@vizitas/shared';

/** Where a mail one can unsubscribe from gets its link (`withUnsubscribe`); nothing in the others. */
export const UNSUBSCRIBE_SLOT = '<!--unsubscribe-->';

/**
 * The one HTML document of the product's mails: the brand on top, the body given (already
 * escaped HTML), the "sent automatically" footer. Tables and inline styles, as mail clients need.
 */
export function mailDocument(subject: string, bodyHtml: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="lt">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f8f9fa;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;border:1px solid #e9ecef;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold;color:#a61e4d;">${e(BRAND.name)}</td></tr>
<tr><td style="padding:16px 32px 0;font-size:16px;line-height:24px;">
${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#868e96;border-top:1px solid #e9ecef;">${e(messages.mail.automatic)}${UNSUBSCRIBE_SLOT}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A link drawn as the product's button. */
export function mailButton(label: string, url: string, spacing = ''): string {
  const e = escapeHtml;
  return `<a href="${e(url)}" style="display:inline-block;background:#a61e4d;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;${spacing}">${e(label)}</a>`;
}
