/**
 * Texts of the business page. Catalogue strings are read with static property access only
 * (docs/decisions/006): a computed key would put the whole catalogue into the page's JavaScript.
 */
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import { formatLocalDate, wallClock } from '~/lib/dates';
import { formatCount } from '~/lib/plural';

const m = messages.business;

/** 1 = Monday … 7 = Sunday → "Pirmadienis". */
export function weekdayName(isoWeekday: number): string {
  switch (isoWeekday) {
    case 1:
      return m.weekdays[1];
    case 2:
      return m.weekdays[2];
    case 3:
      return m.weekdays[3];
    case 4:
      return m.weekdays[4];
    case 5:
      return m.weekdays[5];
    case 6:
      return m.weekdays[6];
    default:
      return m.weekdays[7];
  }
}

/** 1 → "1 atsiliepimas", 3 → "3 atsiliepimai", 10 → "10 atsiliepimų", 1,5 → "1,5 atsiliepimo" is never asked. */
export function reviewCountText(count: number): string {
  return formatCount(m.reviewCount, count);
}

const oneDecimal = new Intl.NumberFormat('lt-LT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 4.3 → "4,3". */
export function formatAverage(average: number): string {
  return oneDecimal.format(average);
}

/** "4,3 iš 5 žvaigždučių" (the accessible name of a star row). */
export function starsLabel(rating: number): string {
  return format(m.stars, { rating: Number.isInteger(rating) ? String(rating) : formatAverage(rating) });
}

/** "Įvertinimas 4,3 iš 5 (12 atsiliepimų)". */
export function ratingSummaryText(average: number, count: number): string {
  return format(m.ratingSummary, { rating: formatAverage(average), count: reviewCountText(count) });
}

/** An instant → "2026 m. lapkričio 18 d." (Vilnius date; a review's date carries its year). */
export function formatReviewDate(iso: string): string {
  return formatLocalDate(wallClock(iso, DEFAULT_TIME_ZONE).date, 'YYYY [m.] MMMM D [d.]');
}

/** `[['09:00','13:00'],['13:30','18:00']]` → "09:00–13:00, 13:30–18:00". */
export function formatIntervals(intervals: readonly (readonly [string, string])[]): string {
  return intervals.map(([start, end]) => `${start}–${end}`).join(', ');
}

/** "2026-11-18" → "11-18" (the short date beside a weekday). */
export function shortDate(date: string): string {
  return date.slice(5);
}

/** A site-relative URL made absolute (Open Graph and JSON-LD need absolute image URLs). */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
