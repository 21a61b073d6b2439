/** Phone numbers as the product takes them (seed section 5): a pure check, used by every module that stores one. */
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { messages, PHONE, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: PhoneErrorCode | 'REQUIRED' };

const DEFAULT_COUNTRY = PHONE.defaultCountry.toUpperCase() as CountryCode;

/** Digits with spaces, dashes, dots and brackets, `+` first for the international form. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]*$/;

/**
 * The server's own check of a phone number (the browser checks first, seed section 5), with the
 * browser's rules (`apps/web/app/components/forms/phone-validation.ts`): digits with spaces,
 * dashes, brackets, parsed by libphonenumber against the default country LT, so that the
 * international form and the usual Lithuanian forms ("611 12233", "8 611 12233") are the same
 * number, kept as E.164. The error kinds are the seed's: INVALID_COUNTRY, INVALID_FORMAT,
 * NOT_A_NUMBER, INVALID_LENGTH, TOO_LONG, TOO_SHORT.
 */
export function checkPhoneNumber(input: string): PhoneCheck {
  const value = input.trim();
  if (value === '') return { ok: false, code: 'REQUIRED' };
  if (value.length > PHONE.maxLength) return { ok: false, code: 'TOO_LONG' };
  if (!PHONE_CHARACTERS.test(value)) return { ok: false, code: /\d/.test(value) ? 'INVALID_FORMAT' : 'NOT_A_NUMBER' };
  try {
    const parsed = parsePhoneNumberWithError(value, DEFAULT_COUNTRY);
    if (parsed.isValid()) return { ok: true, e164: parsed.number };
  } catch (error) {
    if (error instanceof ParseError && phoneErrorMessage(error.message))
      return { ok: false, code: error.message as PhoneErrorCode };
    return { ok: false, code: 'INVALID_FORMAT' };
  }
  const length = validatePhoneNumberLength(value, DEFAULT_COUNTRY);
  return { ok: false, code: length && phoneErrorMessage(length) ? (length as PhoneErrorCode) : 'INVALID_FORMAT' };
}

/** The Lithuanian message of a failed check. */
export function phoneCheckMessage(code: PhoneErrorCode | 'REQUIRED'): string {
  return code === 'REQUIRED' ? messages.phone.required : (phoneErrorMessage(code) ?? messages.phone.errors.INVALID_FORMAT);
}
