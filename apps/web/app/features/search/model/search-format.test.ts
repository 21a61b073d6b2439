import { describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import type { SearchItem } from '@vizitas/shared/schemas/search';
import { visiblePages } from '~/features/search/components/search-pagination';
import { formatNextFree, formatPriceRange, pluralize, searchCardView } from './search-format';

const slot = (date: string, time: string) => ({ start: `${date}T00:00:00.000Z`, date, time });

describe('search result texts', () => {
  it('names the nearest free time relative to today', () => {
    expect(formatNextFree(slot('2027-03-22', '11:00'), '2027-03-22')).toBe('šiandien, 11:00');
    expect(formatNextFree(slot('2027-03-23', '09:15'), '2027-03-22')).toBe('rytoj, 09:15');
    expect(formatNextFree(slot('2027-03-26', '09:00'), '2027-03-22')).toBe('penktadienis, kovo 26 d., 09:00');
  });

  it('writes a price range with one currency sign', () => {
    expect(formatPriceRange(1000, 3500)).toBe('10–35\u00a0€');
    expect(formatPriceRange(1250, 1250)).toBe('12,50\u00a0€');
    expect(formatPriceRange(null, null)).toBeNull();
  });

  it('counts in Lithuanian plural forms', () => {
    expect([1, 2, 10, 21, 12].map((count) => pluralize(messages.search.count, count))).toEqual([
      '1 specialistas',
      '2 specialistai',
      '10 specialistų',
      '21 specialistas',
      '12 specialistų',
    ]);
  });

  it('shows the average with a decimal comma and the review count, or that there are no reviews yet', () => {
    const item: SearchItem = {
      id: 'b1',
      slug: 'alfa',
      name: 'Kirpykla „Alfa“',
      domain: null,
      logoUrl: null,
      onboarded: true,
      city: 'vilnius',
      address: null,
      categories: ['kirpejai', 'manikiuras'],
      description: null,
      priceFromCents: 1000,
      priceToCents: 3500,
      rating: { average: 4.7, count: 3 },
      nextFree: slot('2027-03-22', '11:00'),
    };
    expect(searchCardView(item, '2027-03-22')).toMatchObject({
      initials: 'KA',
      aboutHref: '/apie/alfa',
      bookHref: '/naujas-vizitas/alfa',
      address: 'Vilnius',
      categories: 'Kirpėjai, Manikiūras',
      rating: '4,7',
      reviews: '3 atsiliepimai',
      nextFree: 'šiandien, 11:00',
      freeToday: true,
    });
    expect(searchCardView({ ...item, rating: { average: null, count: 0 }, nextFree: null }, '2027-03-22')).toMatchObject({
      rating: null,
      reviews: 'Dar nėra atsiliepimų',
      nextFree: null,
      freeToday: false,
    });
  });

  it('shows the first, the last and the neighbouring page numbers', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });
});
