/**
 * The one Lithuanian message catalogue of the product (server and browser).
 *
 * Each area keeps its texts in its own folder beside this one (common, site, account, booking,
 * admin…), one file per section named after the section's key (`site/cookie-consent.ts` exports
 * `cookieConsent`); `./catalogue` re-exports them under the keys callers use
 * (`messages.booking.summary.title`). A text several sections show is defined once in the area's
 * `words.ts`, or in `./common/words.ts` when several areas show it.
 * A new section is a new file in its area's folder and a line in `./catalogue` (`index.test.ts`
 * checks that every section file is in the catalogue and that nothing else is). Never two sections
 * in one file: a bundler places whole files in chunks, so a page would download a section another
 * page reads (docs/decisions/033).
 *
 * Strings quoted by the seed specification (sections 4, 5 and 8) are copied here word for
 * word and must not be "improved". Placeholders are written `{name}` and filled by `format()`
 * (or `formatHtml()` for the few messages that carry markup, e.g. a contact link).
 * The product name is never written here: use `{brand}` with `BRAND` from `../brand`.
 * Category and city names live in `../taxonomy` and are mirrored under `messages.taxonomy`.
 */
import * as messages from './catalogue';

export { escapeHtml, format, formatHtml, type FormatValue, type FormatVars, type Placeholders } from './format';

/**
 * The whole catalogue, as a module namespace rather than one object: `messages.booking.summary`
 * reads the same, but a bundler keeps only the sections a bundle reads (docs/decisions/032).
 * Never pass `messages` itself around as a value: that would pull every section into the bundle.
 */
export { messages };

export type Messages = typeof messages;

/** Phone validation kinds that have a message (section 5). */
export type PhoneErrorCode = keyof Messages['phone']['errors'];

/** The message for a phone validation kind, or undefined: "Any other kind shows no message". */
export function phoneErrorMessage(code: string | null | undefined): string | undefined {
  if (code == null || !Object.hasOwn(messages.phone.errors, code)) return undefined;
  return messages.phone.errors[code as PhoneErrorCode];
}
