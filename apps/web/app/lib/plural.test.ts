import { describe, expect, it } from 'vitest';
import { formatCount } from './plural';

describe('formatCount', () => {
  it('takes the Lithuanian form the number needs', () => {
    const forms = { one: '{count} kartą', few: '{count} kartus', other: '{count} kartų' };
    expect([1, 2, 9, 10, 11, 21, 22, 30].map((n) => formatCount(forms, n))).toEqual([
      '1 kartą',
      '2 kartus',
      '9 kartus',
      '10 kartų',
      '11 kartų',
      '21 kartą',
      '22 kartus',
      '30 kartų',
    ]);
  });
});
