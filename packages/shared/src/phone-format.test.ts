import { describe, expect, it } from 'vitest';
import { callingCodeOf, formatPhone, phoneHref } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['+37061234567', '+370 612 34567'],
    ['+37068000000', '+370 680 00000'],
    ['+37052123456', '+370 5 212 3456'],
    ['+37037123456', '+370 37 123456'],
    ['+37046123456', '+370 46 123456'],
    ['+37045512345', '+370 45 512345'],
    ['+37031512345', '+370 315 12345'],
    ['+37042112345', '+370 421 12345'],
    ['+37080012345', '+370 800 12 345'],
    ['+37070012345', '+370 700 12 345'],
    ['+37090012345', '+370 900 12 345'],
  ])('groups the Lithuanian number %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('takes a number already written with spaces, dashes or brackets', () => {
    expect(formatPhone('+370 612 34567')).toBe('+370 612 34567');
    expect(formatPhone('+370 (612) 34-567')).toBe('+370 612 34567');
    expect(formatPhone(' +370 5 212 3456 ')).toBe('+370 5 212 3456');
  });

  it('puts a space after the calling code of another country', () => {
    expect(formatPhone('+4915112345678')).toBe('+49 15112345678');
    expect(formatPhone('+12025550123')).toBe('+1 2025550123');
    expect(formatPhone('+37120012345')).toBe('+371 20012345');
    expect(formatPhone('+48512345678')).toBe('+48 512345678');
  });

  it('leaves what is not an international number as it was written', () => {
    expect(formatPhone('8 612 34567')).toBe('8 612 34567');
    expect(formatPhone('skambinkite')).toBe('skambinkite');
    expect(formatPhone('')).toBe('');
    // A Lithuanian number of the wrong length is not grouped as one.
    expect(formatPhone('+3706123456')).toBe('+370 6123456');
  });
});

describe('callingCodeOf', () => {
  it('knows the one-, two- and three-digit codes', () => {
    expect(callingCodeOf('12025550123')).toBe('1');
    expect(callingCodeOf('79161234567')).toBe('7');
    expect(callingCodeOf('4915112345678')).toBe('49');
    expect(callingCodeOf('37061234567')).toBe('370');
    expect(callingCodeOf('3725123456')).toBe('372');
  });
});

describe('phoneHref', () => {
  it('dials the digits of a shown or stored number', () => {
    expect(phoneHref('+370 612 34567')).toBe('tel:+37061234567');
    expect(phoneHref('+37061234567')).toBe('tel:+37061234567');
  });
});
