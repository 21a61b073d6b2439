/**
 * The browser's check of a phone number before it is sent (seed 5), with the same library and
 * the same rules as the server's (`apps/server/src/commands/account/phone-number.ts`), so both
 * name the same error kind: INVALID_COUNTRY, INVALID_FORMAT, NOT_A_NUMBER, INVALID_LENGTH,
 * TOO_LONG, TOO_SHORT (and REQUIRED for an empty field).
 */
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { PHONE, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';
import type { PhoneCheck } from './phone-check';

export { phoneCheckMessage, type PhoneCheck } from './phone-check';

export function checkPhoneNumber(input: string, country: string = PHONE.defaultCountry): PhoneCheck {
  const value = input.trim();
  const region = (country || PHONE.defaultCountry).toUpperCase() as CountryCode;
  if (value === '') return { ok: false, code: 'REQUIRED' };
  if (value.length > PHONE.maxLength) return { ok: false, code: 'TOO_LONG' };
  if (!/^\+[\d\s\-().]*$/.test(value)) return { ok: false, code: /\d/.test(value) ? 'INVALID_FORMAT' : 'NOT_A_NUMBER' };
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
