/**
 * `Intl.DateTimeFormat` objects kept per time zone: making one costs more than formatting a
 * hundred dates with it (tens of microseconds against a fraction of one), and every mail and
 * notification about a visit formats its time in its business's zone.
 */

/** Businesses keep a handful of zones; past this many the kept ones are dropped and made again. */
export const MAX_ZONES = 64;

/**
 * A function that gives the formatter of `options` for a time zone, made on first use and kept.
 * An unknown zone throws (a RangeError from `Intl`) and is not kept.
 */
export function zonedFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = kept.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      if (kept.size >= MAX_ZONES) kept.clear();
      kept.set(timeZone, formatter);
    }
    return formatter;
  };
}
