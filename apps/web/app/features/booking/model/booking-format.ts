/** Texts of totals and counts in Lithuanian. */
import { messages } from '@vizitas/shared';
import { formatDuration, formatPrice } from '~/lib/format';
import { formatCount } from '~/lib/plural';
import type { BookingTotals } from './booking-services';

/** "1 paslauga", "2 paslaugos", "10 paslaugų", "21 paslauga". */
export function formatServiceCount(count: number): string {
  return formatCount(messages.booking.services.count, count);
}

/** "35 €", or "nuo 35 €" for a starting price (the one price formatter's). */
export function formatServicePrice(priceCents: number, priceFrom: boolean): string {
  return formatPrice(priceCents, { from: priceFrom });
}

/** "2 paslaugos · 1 val. 30 min. · 55 €" */
export function formatTotals(totals: BookingTotals): string {
  return [
    formatServiceCount(totals.count),
    formatDuration(totals.durationMin),
    formatServicePrice(totals.priceCents, totals.priceFrom),
  ].join(' · ');
}
