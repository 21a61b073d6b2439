/**
 * The HTML a business pastes into its own website (docs/decisions/029): a button that opens the
 * booking page in a new tab, and an inline frame of the booking page made for frames
 * (`/naujas-vizitas/{slug}/iterpti`, the one page of ours another origin may frame). Inline
 * styles only: the snippet must look the same on any site, whatever its stylesheet.
 */
import { escapeHtml, format, messages } from '@vizitas/shared';

export interface EmbedInput {
  businessName: string;
  bookingUrl: string;
  embedUrl: string;
}

export interface EmbedSnippets {
  button: string;
  frame: string;
}

const t = messages.adminShare;

export function embedSnippets({ businessName, bookingUrl, embedUrl }: EmbedInput): EmbedSnippets {
  const e = escapeHtml;
  const button =
    `<a href="${e(bookingUrl)}" target="_blank" rel="noopener" ` +
    `style="display:inline-block;padding:12px 24px;border-radius:8px;background:#a61e4d;color:#ffffff;` +
    `font:600 16px/1.25 Arial,Helvetica,sans-serif;text-decoration:none">${e(t.buttonLabel)}</a>`;
  const frame =
    `<iframe src="${e(embedUrl)}" title="${e(format(t.frameLabel, { business: businessName }))}" ` +
    `style="width:100%;max-width:720px;height:760px;border:0;border-radius:12px" loading="lazy"></iframe>`;
  return { button, frame };
}
