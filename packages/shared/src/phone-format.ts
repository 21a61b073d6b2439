/**
 * THE way a stored phone number (E.164, "+37061234567") is shown: in lists, on the public
 * business page, in mails, in the phone field. Lithuanian numbers are grouped as Lithuania's
 * numbering plan writes them (the groups libphonenumber's metadata gives, written out here so
 * that no page downloads the library to show a number): mobile "+370 612 34567", Vilnius
 * "+370 5 212 3456", Kaunas "+370 37 123456", other areas "+370 315 12345", service numbers
 * "+370 800 12 345". Another country's number gets a space after its calling code
 * ("+49 15112345678"). Anything that is not such a number is shown as it was written.
 */

const E164 = /^\+[1-9]\d{5,14}$/;

/** ITU calling codes of one and two digits; every other code has three (E.164 assignments). */
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** Lithuania's national groups, first match wins (libphonenumber's LT formats, in its order). */
const LITHUANIAN_GROUPS: ReadonlyArray<{ leading: RegExp; sizes: readonly number[] }> = [
  { leading: /^52[0-7]/, sizes: [1, 3, 4] },
  { leading: /^[7-9]/, sizes: [3, 2, 3] },
  { leading: /^(?:37|4(?:[15]|6[1-8]))/, sizes: [2, 6] },
  { leading: /^[3-6]/, sizes: [3, 5] },
];

function groups(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The calling code of an E.164 number's digits (without "+"). */
export function callingCodeOf(digits: string): string {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/** "+37061234567" → "+370 612 34567"; "+4915112345678" → "+49 15112345678"; other text as it is. */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (!E164.test(compact)) return phone.trim();
  const digits = compact.slice(1);
  const code = callingCodeOf(digits);
  const national = digits.slice(code.length);
  if (code === '370' && national.length === 8) {
    const plan = LITHUANIAN_GROUPS.find((group) => group.leading.test(national));
    if (plan) return `+370 ${groups(national, plan.sizes)}`;
  }
  return `+${code} ${national}`;
}

/** The `tel:` link of a number as shown or stored: "tel:+37061234567". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
