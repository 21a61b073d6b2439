import { describe, expect, it } from 'vitest';
import { contactText, formatDay } from './pipeline-format';

describe('the pipeline’s dates and contacts', () => {
  it('writes the day in Vilnius, also late in the evening UTC and across summer time', () => {
    expect(formatDay('2026-12-03T22:30:00Z')).toBe('2026-12-04');
    expect(formatDay('2027-03-27T22:30:00Z')).toBe('2027-03-28');
    expect(formatDay('2027-07-01T20:59:00Z')).toBe('2027-07-01');
  });

  it('says when, who and how, and names a gone operator „operatorius“', () => {
    expect(contactText({ at: '2026-12-01T10:00:00Z', by: 'Ona Operatorė', channel: 'visit', note: '' })).toBe(
      '2026-12-01, Ona Operatorė (apsilankius)',
    );
    expect(contactText({ at: '2026-12-01T10:00:00Z', by: null, channel: null, note: '' })).toBe('2026-12-01, operatorius (—)');
  });
});
