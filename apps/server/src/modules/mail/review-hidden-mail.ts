import { BRAND, escapeHtml, format, messages } from '@vizitas/shared';
import { mailDocument } from './layout.ts';
import type { MailMessage } from './mailer.ts';

const t = messages.reviewModeration.notice;

/**
 * The statement of reasons of a hidden review (the Digital Services Act, article 17): to its
 * author, or to the business it is about. Always sent: it is the decision's notice, not news a
 * person can turn off. A reply reaches the platform (`replyTo`), where the decision can be asked again.
 */
export function reviewHiddenMail(input: {
  to: string;
  recipient: 'author' | 'business';
  business: string;
  author: string;
  rating: number;
  reason: string;
  link: string;
  replyTo: string;
}): MailMessage {
  const subject = format(input.recipient === 'author' ? t.authorSubject : t.businessSubject, { business: input.business });
  const body = format(input.recipient === 'author' ? t.author : t.business, input);
  const text = [body, '', t.mailFooter, '', input.link, ''].join('\n');
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${escapeHtml(body)}</p>\n<p style="margin:0 0 12px;">${escapeHtml(t.mailFooter)}</p>\n<p style="margin:0 0 12px;"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>\n`,
  );
  return { to: input.to, subject, text, html, replyTo: { name: BRAND.name, address: input.replyTo } };
}
