/**
 * The shared phone formatter writes Lithuania's groups out by hand so that no page downloads
 * libphonenumber to show a number: here it is held to the library itself.
 */
import { describe, expect, it } from 'vitest';
import { parsePhoneNumber } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { callingCodeOf, formatPhone } from '@vizitas/shared/phone-format';

describe('formatPhone against libphonenumber-js', () => {
  it('groups every valid Lithuanian number as libphonenumber writes it internationally', () => {
    let checked = 0;
    // Every leading three digits of an eight-digit national number, with a few endings each.
    for (let head = 300; head < 1000; head++) {
      for (const tail of ['00000', '12345', '54321', '99999']) {
        const e164 = `+370${head}${tail}`;
        const parsed = parsePhoneNumber(e164);
        if (!parsed.isValid()) continue;
        expect(formatPhone(e164), e164).toBe(parsed.formatInternational());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('finds the calling code of a number of every country the library knows', () => {
    const codes = Object.keys(metadata.country_calling_codes);
    expect(codes.length).toBeGreaterThan(200);
    for (const code of codes) expect(callingCodeOf(`${code}123456789`), code).toBe(code);
  });
});
