/**
 * THE price formatter of the product (pages, mails, calendar files): euro cents in Lithuanian,
 * whole euros without cents ("35 €"), others with two digits ("35,50 €"), and a starting price
 * („Kaina „nuo““ of a service, and of a visit holding one) as "nuo 35,50 €".
 */
import { format } from './messages/format';
import { messages } from './messages';

const wholeEuro = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const euroAndCents = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export interface PriceOptions {
  /** A starting price: the final one may be higher ("nuo 35 €"). */
  from?: boolean;
}

/** 3500 → "35 €", 5550 → "55,50 €"; with `from`, "nuo 55,50 €". */
export function formatPrice(cents: number, options: PriceOptions = {}): string {
  const price = (cents % 100 === 0 ? wholeEuro : euroAndCents).format(cents / 100);
  return options.from ? format(messages.business.priceFrom, { price }) : price;
}

/** Whether a visit's price is a starting price: one of its services has one. */
export function isPriceFrom(services: ReadonlyArray<{ priceFrom?: boolean | null }>): boolean {
  return services.some((service) => service.priceFrom === true);
}
