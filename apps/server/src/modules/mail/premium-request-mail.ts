import { escapeHtml, format, messages } from '@vizitas/shared';
import { mailDocument } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const p = messages.noticeMails.premiumRequest;

/** The mail to the platform's address about an owner's request for the premium plan (docs/decisions/028). */
export function premiumRequestMail(input: {
  to: string;
  business: string;
  slug: string;
  name: string;
  email: string;
  feature: string;
  message: string | null;
  replyTo: { name: string; address: string } | null;
}): MailMessage {
  const subject = format(p.subject, { business: input.business });
  const body = format(p.body, input);
  const note = input.message ? format(p.message, { message: input.message }) : null;
  const text = [body, ...(note ? ['', note] : []), ''].join('\n');
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${escapeHtml(body)}</p>\n${note ? `<p style="margin:0 0 12px;white-space:pre-line;">${escapeHtml(note)}</p>\n` : ''}`,
  );
  return { to: input.to, subject, text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
