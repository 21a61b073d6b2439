import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, phoneCheckMessage, toInternational } from './phone-validation';

describe('the browser check of a phone number', () => {
  it('accepts international numbers and gives E.164', () => {
    expect(checkPhoneNumber('+370 612 34567')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber('+48 512 345 678', 'pl')).toEqual({ ok: true, e164: '+48512345678' });
  });

  it('gives each seed message by error kind, like the server', () => {
    const cases: Array<[string, string]> = [
      ['', 'Įveskite telefono numerį.'],
      ['+999 1234567', 'Neteisingas tel. numerio šalies kodas.'],
      ['8 612 345', 'Per trumpas tel. numeris.'],
      ['612 345 678 9', 'Per ilgas tel. numeris.'],
      ['+370 612 34567 (mob)', 'Neteisingas tel. numerio formatas.'],
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

  it('parses a number in its country\'s own form against the selected country (E.164 out)', () => {
    expect(checkPhoneNumber('611 12233')).toEqual({ ok: true, e164: '+37061112233' });
    expect(checkPhoneNumber('8 611 12233')).toEqual({ ok: true, e164: '+37061112233' });
    expect(checkPhoneNumber('861234567', 'lt')).toEqual({ ok: true, e164: '+37061234567' });
    expect(checkPhoneNumber('(8-5) 212 3456', 'lt')).toEqual({ ok: true, e164: '+37052123456' });
    expect(checkPhoneNumber('512 345 678', 'pl')).toEqual({ ok: true, e164: '+48512345678' });
    expect(checkPhoneNumber('611 1223')).toEqual({ ok: false, code: 'TOO_SHORT' });
  });
});

describe('the international form while typing', () => {
  it('turns the usual Lithuanian forms into +370 once the number is complete', () => {
    expect(toInternational('611 12233')).toBe('+370 611 12233');
    expect(toInternational('8 611 12233')).toBe('+370 611 12233');
    expect(toInternational('861112233', 'lt')).toBe('+370 611 12233');
    expect(toInternational('8 5 212 3456', 'lt')).toBe('+370 5 212 3456');
    expect(toInternational('512 345 678', 'pl')).toBe('+48 512 345 678');
  });

  it('leaves alone what is not yet complete, already international, or not a number', () => {
    // Every step of typing "8 611 12233" but the last stays as typed.
    const typing = '8 611 12233';
    for (let i = 1; i < typing.length; i++) expect(toInternational(typing.slice(0, i)), typing.slice(0, i)).toBeNull();
    for (const value of ['', '+370 611', '+370 611 12233', 'abc', '611 12233 vakare']) {
      expect(toInternational(value), value).toBeNull();
    }
  });

  it('takes the national form typed after the dial code the field put in on focus ("+3708 612 34567")', () => {
    expect(toInternational('+3708 612 34567')).toBe('+370 612 34567');
    expect(toInternational('+370861234567', 'lt')).toBe('+370 612 34567');
    expect(toInternational('+3708 5 212 3456', 'lt')).toBe('+370 5 212 3456');
    expect(toInternational('+480512 345 678', 'pl')).toBeNull();
    // Every step of typing it but the last stays as the widget shows it.
    const typing = '+3708 612 34567';
    for (let i = 1; i < typing.length; i++) expect(toInternational(typing.slice(0, i)), typing.slice(0, i)).toBeNull();
    // Numbers that are international already, the service numbers starting with 8 among them.
    for (const value of ['+370 612 34567', '+370 800 12 345', '+370 5 212 3456', '+48 512 345 678']) {
      expect(toInternational(value), value).toBeNull();
    }
    // Another country's code than the selected one: left to the widget.
    expect(toInternational('+48 512 345 678', 'lt')).toBeNull();
  });
});
