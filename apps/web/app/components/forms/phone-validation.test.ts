import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, phoneCheckMessage } from './phone-validation';

describe('the browser check of a phone number', () => {
  it('accepts international numbers and gives E.164', () => {
    expect(checkPhoneNumber('+370 612 34567')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber('+48 512 345 678', 'pl')).toEqual({ ok: true, e164: '+48512345678' });
  });

  it('gives each seed message by error kind, like the server', () => {
    const cases: Array<[string, string]> = [
      ['', 'Įveskite telefono numerį.'],
      ['+999 1234567', 'Neteisingas tel. numerio šalies kodas.'],
      ['861234567', 'Neteisingas tel. numerio formatas.'],
      ['abc', 'Neteisingas tel. numerio formatas.'],
      ['+370 6', 'Per trumpas tel. numeris.'],
      ['+370 612345678', 'Per ilgas tel. numeris.'],
      ['+44 6666 6666', 'Neteisingas tel. numerio ilgis.'],
    ];
    for (const [input, message] of cases) {
      const check = checkPhoneNumber(input);
      expect(check.ok, input).toBe(false);
      if (!check.ok) expect(phoneCheckMessage(check.code), input).toBe(message);
    }
  });
});
