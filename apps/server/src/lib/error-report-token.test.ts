import { describe, expect, it } from 'vitest';
import { errorReportToken, isValidErrorReportToken } from './error-report-token.ts';

const SECRET = 'bandomoji-paslaptis';
const NOON = Date.parse('2027-03-22T12:00:00Z');
const DAY = 86_400_000;

describe('error report tokens', () => {
  it('accept the token of the given day and of the day before, by the clock they are given', () => {
    const today = errorReportToken(SECRET, NOON);
    expect(isValidErrorReportToken(SECRET, today, NOON)).toBe(true);
    expect(isValidErrorReportToken(SECRET, today, NOON + DAY)).toBe(true);
    expect(isValidErrorReportToken(SECRET, today, NOON + 2 * DAY)).toBe(false);
    expect(isValidErrorReportToken(SECRET, errorReportToken(SECRET, NOON + DAY), NOON)).toBe(false);
  });

  it('differ by day and by secret, and refuse anything else', () => {
    expect(errorReportToken(SECRET, NOON)).not.toBe(errorReportToken(SECRET, NOON + DAY));
    expect(errorReportToken(SECRET, NOON)).not.toBe(errorReportToken('kita-paslaptis', NOON));
    expect(isValidErrorReportToken(SECRET, errorReportToken('kita-paslaptis', NOON), NOON)).toBe(false);
    expect(isValidErrorReportToken(SECRET, '', NOON)).toBe(false);
    expect(isValidErrorReportToken(SECRET, 'x'.repeat(500), NOON)).toBe(false);
  });
});
