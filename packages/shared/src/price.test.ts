import { describe, expect, it } from 'vitest';
import { formatPrice, isPriceFrom } from './price';

describe('formatPrice', () => {
  it('writes whole euros without cents and other amounts with two decimals, Lithuanian style', () => {
    expect(formatPrice(3500)).toBe('35\u00a0€');
    expect(formatPrice(3550)).toBe('35,50\u00a0€');
    expect(formatPrice(5)).toBe('0,05\u00a0€');
    expect(formatPrice(123400)).toBe('1\u00a0234\u00a0€');
  });

  it('keeps „nuo“ of a starting price', () => {
    expect(formatPrice(3550, { from: true })).toBe('nuo 35,50\u00a0€');
    expect(formatPrice(9000, { from: true })).toBe('nuo 90\u00a0€');
    expect(formatPrice(9000, { from: false })).toBe('90\u00a0€');
  });
});

describe('isPriceFrom', () => {
  it('is a starting price when one of the services has one', () => {
    expect(isPriceFrom([{ priceFrom: false }, { priceFrom: true }])).toBe(true);
    expect(isPriceFrom([{ priceFrom: false }, { priceFrom: false }])).toBe(false);
    expect(isPriceFrom([])).toBe(false);
    expect(isPriceFrom([{ priceFrom: null }, {}])).toBe(false);
  });
});
