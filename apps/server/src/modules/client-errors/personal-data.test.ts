import { describe, expect, it } from 'vitest';
import { EMAIL_MARK, PHONE_MARK, withoutPersonalData } from './personal-data.ts';

describe('what an error report must not keep of a person', () => {
  it('replaces e-mail addresses, also percent-encoded in a query and with Lithuanian letters', () => {
    expect(withoutPersonalData('Nepavyko: ona.petraitė@example.lt netinka')).toBe(`Nepavyko: ${EMAIL_MARK} netinka`);
    expect(withoutPersonalData('https://vizitas.lt/prisijungti?email=ona%40example.lt&x=1')).toBe(
      `https://vizitas.lt/prisijungti?email=${EMAIL_MARK}&x=1`,
    );
  });

  it('replaces phone numbers in the forms people type them', () => {
    for (const phone of [
      '+37061234567',
      '+370 612 34567',
      '+370 (612) 34 567',
      '8 612 34567',
      '861234567',
      '00370 612 34567',
      '%2B37061234567',
    ]) {
      expect(withoutPersonalData(`tel. ${phone}.`), phone).toBe(`tel. ${PHONE_MARK}.`);
    }
  });

  it('leaves a stack’s lines and columns, years, ids and prices alone', () => {
    const stack = 'TypeError: x is undefined\n    at render (https://vizitas.lt/assets/booking-BX12.js:12:34567)';
    expect(withoutPersonalData(stack)).toBe(stack);
    for (const text of ['2026-12-04', 'kaina 35,50 €', 'id 3f2a9c1e-77aa-4b1e-9c1e-77aa4b1e9c1e', 'HTTP 500']) {
      expect(withoutPersonalData(text)).toBe(text);
    }
  });
});
