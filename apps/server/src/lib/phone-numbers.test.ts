import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, phoneCheckMessage } from './phone-numbers.ts';

describe('checkPhoneNumber', () => {
  it('accepts valid numbers in international format and gives E.164', () => {
    expect(checkPhoneNumber('+370 612 34567')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber(' +370-612-34567 ')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber('+370 (37) 123456')).toEqual({ ok: true, e164: '+37037123456' });
    expect(checkPhoneNumber('+371 2123 4567')).toEqual({ ok: true, e164: '+37121234567' });
  });

  it('accepts the usual Lithuanian forms as the same numbers (parsed against LT)', () => {
    expect(checkPhoneNumber('611 12233')).toEqual({ ok: true, e164: '+37061112233' });
    expect(checkPhoneNumber('8 611 12233')).toEqual({ ok: true, e164: '+37061112233' });
    expect(checkPhoneNumber('861234567')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber('(8 37) 123456')).toEqual({ ok: true, e164: '+37037123456' });
  });

  it('names what is wrong with the seed error kinds', () => {
    const kinds: Array<[string, string]> = [
      ['', 'REQUIRED'],
      ['+999 1234567', 'INVALID_COUNTRY'],
      ['8 611 1223', 'INVALID_FORMAT'],
      ['611 1223', 'TOO_SHORT'],
      ['+370 612 34567 (mob)', 'INVALID_FORMAT'],
      ['abc', 'NOT_A_NUMBER'],
      ['+', 'NOT_A_NUMBER'],
      ['+370 6', 'TOO_SHORT'],
      ['+370 612345678', 'TOO_LONG'],
      ['+44 6666 6666', 'INVALID_LENGTH'],
      [`+370${'1'.repeat(260)}`, 'TOO_LONG'],
    ];
    for (const [input, code] of kinds) {
      const check = checkPhoneNumber(input);
      expect(check.ok, input).toBe(false);
      if (!check.ok) expect(check.code, input).toBe(code);
    }
  });

  it('gives the seed messages', () => {
    expect(phoneCheckMessage('REQUIRED')).toBe('Įveskite telefono numerį.');
    expect(phoneCheckMessage('INVALID_COUNTRY')).toBe('Neteisingas tel. numerio šalies kodas.');
    expect(phoneCheckMessage('INVALID_LENGTH')).toBe('Neteisingas tel. numerio ilgis.');
    expect(phoneCheckMessage('TOO_SHORT')).toBe('Per trumpas tel. numeris.');
    expect(phoneCheckMessage('TOO_LONG')).toBe('Per ilgas tel. numeris.');
    expect(phoneCheckMessage('NOT_A_NUMBER')).toBe('Neteisingas tel. numerio formatas.');
  });
});
