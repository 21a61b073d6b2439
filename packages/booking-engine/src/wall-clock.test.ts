import { describe, expect, it } from 'vitest';
import { formatWallClockTime, parseWallClockTime, tryParseWallClockTime } from './wall-clock';

describe('wall-clock times', () => {
  it('parses HH:MM into minutes since midnight', () => {
    expect(parseWallClockTime('00:00')).toBe(0);
    expect(parseWallClockTime('09:05')).toBe(545);
    expect(parseWallClockTime('9:05')).toBe(545);
    expect(parseWallClockTime('23:59')).toBe(1439);
    expect(parseWallClockTime('24:00')).toBe(1440);
  });

  it('rejects malformed times', () => {
    for (const bad of ['24:01', '25:00', '12:60', '12:5', '1200', 'ab:cd', '12:00:00', '', ' 9:00', '-1:00']) {
      expect(Number.isNaN(tryParseWallClockTime(bad))).toBe(true);
      expect(() => parseWallClockTime(bad)).toThrow(RangeError);
    }
  });

  it('formats minutes and round-trips every minute of the day', () => {
    expect(formatWallClockTime(545)).toBe('09:05');
    expect(formatWallClockTime(1440)).toBe('24:00');
    for (let minute = 0; minute <= 1440; minute++) {
      expect(parseWallClockTime(formatWallClockTime(minute))).toBe(minute);
    }
    expect(() => formatWallClockTime(1441)).toThrow(RangeError);
    expect(() => formatWallClockTime(1.5)).toThrow(RangeError);
  });
});
