import { describe, expect, it } from 'vitest';
import { MAX_ZONES, zonedFormatter } from './zoned-formatter.ts';

describe('formatters kept per time zone', () => {
  const time = zonedFormatter('lt-LT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const instant = new Date('2026-03-29T00:30:00Z');

  it('formats in the zone asked, and gives the same formatter for the same zone', () => {
    expect(time('Europe/Vilnius').format(instant)).toBe('02:30');
    expect(time('America/New_York').format(instant)).toBe('20:30');
    expect(time('Europe/Vilnius')).toBe(time('Europe/Vilnius'));
    expect(time('Europe/Vilnius')).not.toBe(time('Europe/London'));
  });

  it('throws for an unknown zone, every time, without keeping anything for it', () => {
    expect(() => time('Europe/Nowhere')).toThrow(RangeError);
    expect(() => time('Europe/Nowhere')).toThrow(RangeError);
    expect(time('Europe/Vilnius').format(instant)).toBe('02:30');
  });

  it('keeps at most MAX_ZONES zones, and still formats rightly after dropping them', () => {
    const day = zonedFormatter('lt-LT', { month: 'long', day: 'numeric' });
    const first = day('Europe/Vilnius');
    const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'Europe/Vilnius');
    for (const zone of zones.slice(0, MAX_ZONES)) day(zone);
    const again = day('Europe/Vilnius');
    expect(again).not.toBe(first);
    expect(again.format(instant)).toBe('kovo 29 d.');
  });
});
