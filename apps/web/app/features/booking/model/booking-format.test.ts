import { describe, expect, it } from 'vitest';
import { formatServiceCount, formatServicePrice, formatTotals } from './booking-format';

describe('Lithuanian counts and totals', () => {
  it('declines "paslauga" by number', () => {
    expect([1, 2, 9, 10, 11, 19, 20, 21, 22].map(formatServiceCount)).toEqual([
      '1 paslauga',
      '2 paslaugos',
      '9 paslaugos',
      '10 paslaugų',
      '11 paslaugų',
      '19 paslaugų',
      '20 paslaugų',
      '21 paslauga',
      '22 paslaugos',
    ]);
  });

  it('writes prices and totals the Lithuanian way', () => {
    expect(formatServicePrice(3500, false)).toBe('35\u00a0€');
    expect(formatServicePrice(9000, true)).toBe('nuo 90\u00a0€');
    expect(formatTotals({ count: 2, durationMin: 135, priceCents: 5500, priceFrom: false })).toBe(
      '2 paslaugos · 2 val. 15 min. · 55\u00a0€',
    );
  });
});
