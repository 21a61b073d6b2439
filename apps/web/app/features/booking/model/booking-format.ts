/** Texts of totals and counts in Lithuanian. */
import { format, messages } from '@vizitas/shared';
import { formatDuration, formatPrice } from '~/lib/format';
import type { BookingTotals } from './booking-services';

const plural = new Intl.PluralRules('lt');

/** "1 paslauga", "2 paslaugos", "10 paslaugų", "21 paslauga". */
export function formatServiceCount(count: number): string {
  const category = plural.select(count);
  const forms = messages.booking.services.count;
  const template = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other;
  return format(template, { count });
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
