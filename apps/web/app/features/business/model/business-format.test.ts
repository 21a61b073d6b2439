import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  formatAverage,
  formatIntervals,
  formatReviewDate,
  ratingSummaryText,
  reviewCountText,
  starsLabel,
  weekdayName,
} from './business-format';

describe('business page texts', () => {
  it('names weekdays from Monday', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayName)).toEqual([
      'Pirmadienis',
      'Antradienis',
      'Trečiadienis',
      'Ketvirtadienis',
      'Penktadienis',
      'Šeštadienis',
      'Sekmadienis',
    ]);
  });

  it('counts reviews in Lithuanian', () => {
    expect([1, 2, 9, 10, 11, 21, 22, 0].map(reviewCountText)).toEqual([
      '1 atsiliepimas',
      '2 atsiliepimai',
      '9 atsiliepimai',
      '10 atsiliepimų',
      '11 atsiliepimų',
      '21 atsiliepimas',
      '22 atsiliepimai',
      '0 atsiliepimų',
    ]);
  });

  it('writes ratings with a decimal comma', () => {
    expect(formatAverage(4.3)).toBe('4,3');
    expect(formatAverage(5)).toBe('5,0');
    expect(starsLabel(4)).toBe('4 iš 5 žvaigždučių');
    expect(starsLabel(4.5)).toBe('4,5 iš 5 žvaigždučių');
    expect(ratingSummaryText(4.25, 12)).toBe('Įvertinimas 4,3 iš 5 (12 atsiliepimų)');
  });

  it('formats dates, hours and URLs', () => {
    expect(formatReviewDate('2026-11-17T22:30:00Z')).toBe('2026 m. lapkričio 18 d.');
    expect(
      formatIntervals([
        ['09:00', '13:00'],
        ['13:30', '18:00'],
      ]),
    ).toBe('09:00–13:00, 13:30–18:00');
    expect(absoluteUrl('/demo/a.webp', 'https://vizitas.lt')).toBe('https://vizitas.lt/demo/a.webp');
    expect(absoluteUrl('https://cdn.lt/a.webp', 'https://vizitas.lt')).toBe('https://cdn.lt/a.webp');
  });
});
