/**
 * The browser's check of a phone number before it is sent (seed 5), with the same library and
 * the same rules as the server's (`apps/server/src/modules/account/phone-number.ts`), so both
 * name the same error kind: INVALID_COUNTRY, INVALID_FORMAT, NOT_A_NUMBER, INVALID_LENGTH,
 * TOO_LONG, TOO_SHORT (and REQUIRED for an empty field). A number is parsed against the selected
 * country: "+370 611 12233", and in the usual Lithuanian forms "611 12233" and "8 611 12233".
 */
import { AsYouType, parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { PHONE, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';
import type { PhoneCheck } from './phone-check';

export { phoneCheckMessage, type PhoneCheck } from './phone-check';

/** Digits with spaces, dashes, dots and brackets, `+` first for the international form. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]*$/;

/**
 * The international form of a number typed in its country's own way ("8 611 12233" with
 * Lithuania selected → "+370 611 12233"), once it is a valid number (a merely possible length is
 * not enough: "8 611 1223" on its way to "8 611 12233" would be read as 8611 1223). Null when
 * there is nothing to change: an international number already, letters, or not yet a number.
 */
export function toInternational(input: string, country: string = PHONE.defaultCountry): string | null {
  const value = input.trim();
  if (value === '' || value.startsWith('+') || !PHONE_CHARACTERS.test(value) || value.length > PHONE.maxLength) return null;
  const typed = new AsYouType((country || PHONE.defaultCountry).toUpperCase() as CountryCode);
  typed.input(value.replace(/\D/g, ''));
  const number = typed.getNumber();
  return number && number.isValid() ? new AsYouType().input(number.number) : null;
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
