import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsUtc } from './ics.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendar file text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves short lines alone and folds long ones at 75 octets without splitting a character', () => {
    expect(foldIcsLine('SUMMARY:Kirpimas')).toBe('SUMMARY:Kirpimas');
    for (const text of ['ž'.repeat(100), `DESCRIPTION:${'ą'.repeat(37)}€😀${'x'.repeat(80)}`, 'y'.repeat(75), 'y'.repeat(76)]) {
      const folded = foldIcsLine(text);
      expect(unfold(folded)).toBe(text);
      for (const line of folded.split('\r\n')) {
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        expect(line).not.toContain('\uFFFD');
      }
    }
    expect(foldIcsLine('y'.repeat(75)).split('\r\n')).toHaveLength(1);
    expect(foldIcsLine('y'.repeat(76)).split('\r\n')).toEqual(['y'.repeat(75), ' y']);
  });

  it('writes instants in UTC', () => {
    expect(icsUtc('2027-10-31T00:30:00.000Z')).toBe('20271031T003000Z');
    expect(icsUtc(new Date('2027-03-28T01:00:00+03:00'))).toBe('20270327T220000Z');
  });
});
