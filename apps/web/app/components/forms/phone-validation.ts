/**
 * The browser's check of a phone number before it is sent (seed 5), with the same library and
 * the same rules as the server's (`apps/server/src/lib/phone-numbers.ts`), so both
 * name the same error kind: INVALID_COUNTRY, INVALID_FORMAT, NOT_A_NUMBER, INVALID_LENGTH,
 * TOO_LONG, TOO_SHORT (and REQUIRED for an empty field). A number is parsed against the selected
 * country: "+370 611 12233", and in the usual Lithuanian forms "611 12233" and "8 611 12233".
 */
import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import { PHONE, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';
import type { PhoneCheck } from './phone-check';

export { phoneCheckMessage, type PhoneCheck } from './phone-check';

/** Digits with spaces, dashes, dots and brackets, `+` first for the international form. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]*$/;

/** The number of national digits typed in `region`'s own way, when they make a valid one. */
function nationalNumber(digits: string, region: CountryCode) {
  const typed = new AsYouType(region);
  typed.input(digits);
  const number = typed.getNumber();
  return number && number.isValid() ? number : null;
}

/**
 * The international form of a number typed in its country's own way ("8 611 12233" with
 * Lithuania selected → "+370 611 12233"), once it is a valid number (a merely possible length is
 * not enough: "8 611 1223" on its way to "8 611 12233" would be read as 8611 1223). The same when
 * the national form was typed after the dial code the field puts in on focus ("+370" then
 * "8 611 12233", which the widget shows as "+3708 611 12233"). Null when there is nothing to
 * change: an international number already, letters, or not yet a number.
 */
export function toInternational(input: string, country: string = PHONE.defaultCountry): string | null {
  const value = input.trim();
  if (value === '' || !PHONE_CHARACTERS.test(value) || value.length > PHONE.maxLength) return null;
  const region = (country || PHONE.defaultCountry).toUpperCase() as CountryCode;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    const dial = getCountryCallingCode(region);
    if (!digits.startsWith(dial)) return null;
    const rest = digits.slice(dial.length);
    const number = nationalNumber(rest, region);
    // Only when the national prefix ("8", "0") was typed after the dial code: else it is international already.
    return number && number.nationalNumber !== rest ? new AsYouType().input(number.number) : null;
  }
  const number = nationalNumber(digits, region);
  return number ? new AsYouType().input(number.number) : null;
}

export function checkPhoneNumber(input: string, country: string = PHONE.defaultCountry): PhoneCheck {
  const value = input.trim();
  const region = (country || PHONE.defaultCountry).toUpperCase() as CountryCode;
  if (value === '') return { ok: false, code: 'REQUIRED' };
  if (value.length > PHONE.maxLength) return { ok: false, code: 'TOO_LONG' };
  if (!PHONE_CHARACTERS.test(value)) return { ok: false, code: /\d/.test(value) ? 'INVALID_FORMAT' : 'NOT_A_NUMBER' };
  try {
    const parsed = parsePhoneNumberWithError(value, region);
    if (parsed.isValid()) return { ok: true, e164: parsed.number };
  } catch (error) {
    if (error instanceof ParseError && phoneErrorMessage(error.message))
      return { ok: false, code: error.message as PhoneErrorCode };
    throw error;
  }
  const length = validatePhoneNumberLength(value, region);
  return { ok: false, code: length && phoneErrorMessage(length) ? (length as PhoneErrorCode) : 'INVALID_FORMAT' };
}
