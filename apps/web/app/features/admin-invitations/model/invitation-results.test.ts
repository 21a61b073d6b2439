import { describe, expect, it } from 'vitest';
import { formatSentAt, isListFile, summarizeResults } from './invitation-results';

describe('summarizeResults', () => {
  it('counts the lines sent and not, and shows those not sent first, in their order', () => {
    const summary = summarizeResults([
      { line: 1, email: 'a@example.lt', name: null, outcome: 'invited' },
      { line: 2, email: 'blogas', name: null, outcome: 'invalid_email' },
      { line: 3, email: 'b@example.lt', name: 'B', outcome: 'invited' },
      { line: 4, email: 'a@example.lt', name: null, outcome: 'duplicate' },
    ]);
    expect(summary.sent).toBe(2);
    expect(summary.skipped).toBe(2);
    expect(summary.rows.map((row) => row.line)).toEqual([2, 4, 1, 3]);
  });
});

describe('isListFile', () => {
  it('takes CSV and TXT files up to 1 MB, by name or type', () => {
    expect(isListFile({ name: 'klientai.csv', type: '', size: 100 })).toBe(true);
    expect(isListFile({ name: 'klientai.TXT', type: '', size: 100 })).toBe(true);
    expect(isListFile({ name: 'eksportas', type: 'text/csv', size: 100 })).toBe(true);
    expect(isListFile({ name: 'klientai.xlsx', type: 'application/vnd.ms-excel', size: 100 })).toBe(false);
    expect(isListFile({ name: 'klientai.csv', type: 'text/csv', size: 2_000_000 })).toBe(false);
  });
});

describe('formatSentAt', () => {
  it('writes the instant in Vilnius time, summer and winter', () => {
    expect(formatSentAt('2027-05-03T07:00:00.000Z')).toBe('2027-05-03 10:00');
    expect(formatSentAt('2027-01-15T07:05:00.000Z')).toBe('2027-01-15 09:05');
  });
});
