/**
 * The slug of a business: the path segment of its public pages (`/apie/{slug}`), proposed from
 * its name and editable at registration (docs/decisions/022). ASCII lower-case letters, digits
 * and single dashes between them, 3 to 60 characters — the same rule as the database's check.
 */

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Lithuanian letters and their plain Latin letter (lower case; upper case is lowered first). */
const LITHUANIAN: Readonly<Record<string, string>> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
};

/** Used when a name has no letter or digit to build a slug from. */
const FALLBACK = 'verslas';

/** Whether `slug` is a well-formed business slug (format and length). */
export function isValidSlug(slug: string): boolean {
  return slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * A slug proposed from a business name: lower case, Lithuanian letters transliterated (ą→a,
 * č→c, ę→e, ė→e, į→i, š→s, ų→u, ū→u, ž→z), other accents dropped, every run of other characters
 * one dash, cut at a word boundary to the maximum length; `verslas` when nothing is left, padded
 * with `-lt` when shorter than the minimum.
 *
 *   slugFromName('Grožio studija „Aistė“') === 'grozio-studija-aiste'
 */
export function slugFromName(name: string): string {
  const lowered = name.normalize('NFC').toLowerCase();
  const transliterated = [...lowered].map((char) => LITHUANIAN[char] ?? char).join('');
  // Other accented letters (é, ö, ł…): their base letter where Unicode gives one.
  const plain = transliterated.normalize('NFD').replace(/\p{M}+/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
  let slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
    const boundary = cut.lastIndexOf('-');
    slug = (boundary >= SLUG_MIN_LENGTH ? cut.slice(0, boundary) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
  }
  if (slug === '') return FALLBACK;
  if (slug.length < SLUG_MIN_LENGTH) return `${slug}-lt`;
  return slug;
}

/**
 * The `n`-th alternative of a taken slug (`n` ≥ 2): `studija-aiste-2`, kept within the maximum
 * length by shortening the base.
 */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  const room = SLUG_MAX_LENGTH - suffix.length;
  const trimmed = base.length > room ? base.slice(0, room).replace(/-+$/, '') : base;
  return `${trimmed}${suffix}`;
}
