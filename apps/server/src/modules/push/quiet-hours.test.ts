import { describe, expect, it } from 'vitest';
import { isQuietHour, nextPushTime } from './quiet-hours.ts';

const at = (iso: string) => new Date(iso);

describe('the quiet hours (21:00–08:00 Vilnius)', () => {
  it('are quiet from 21:00 to 07:59 and open from 08:00 to 20:59, wall time in Vilnius', () => {
    // Winter, EET (UTC+2).
    expect(isQuietHour(at('2026-11-24T18:59:59Z'))).toBe(false); // 20:59:59
    expect(isQuietHour(at('2026-11-24T19:00:00Z'))).toBe(true); // 21:00
    expect(isQuietHour(at('2026-11-24T05:59:59Z'))).toBe(true); // 07:59:59
    expect(isQuietHour(at('2026-11-24T06:00:00Z'))).toBe(false); // 08:00
    // Summer, EEST (UTC+3).
    expect(isQuietHour(at('2026-07-01T17:59:00Z'))).toBe(false); // 20:59
    expect(isQuietHour(at('2026-07-01T18:00:00Z'))).toBe(true); // 21:00
    expect(isQuietHour(at('2026-07-01T05:00:00Z'))).toBe(false); // 08:00
  });

  it('a push due in the open hours goes at once', () => {
    const due = at('2026-11-24T10:15:00Z');
    expect(nextPushTime(due)).toBe(due);
  });

  it('one due in the evening waits for 08:00 the next morning, one due after midnight for 08:00 that morning', () => {
    expect(nextPushTime(at('2026-11-24T20:30:00Z')).toISOString()).toBe('2026-11-25T06:00:00.000Z'); // 22:30 → 08:00
    expect(nextPushTime(at('2026-11-24T22:10:00Z')).toISOString()).toBe('2026-11-25T06:00:00.000Z'); // 00:10 → 08:00
    expect(nextPushTime(at('2026-11-25T05:59:00Z')).toISOString()).toBe('2026-11-25T06:00:00.000Z'); // 07:59 → 08:00
  });

  it('08:00 stays 08:00 on the wall across both changes of the clocks', () => {
    // Saturday 28 March 2026 22:00 EET → Sunday 29 March 08:00 EEST (clocks went forward at 03:00).
    expect(nextPushTime(at('2026-03-28T20:00:00Z')).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    // Saturday 24 October 2026 23:00 EEST → Sunday 25 October 08:00 EET (clocks went back at 04:00).
    expect(nextPushTime(at('2026-10-24T20:00:00Z')).toISOString()).toBe('2026-10-25T06:00:00.000Z');
  });
});
