import { eq } from 'drizzle-orm';
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { users, type DbOrTx } from '@vizitas/db';
import { appError, messages, PHONE, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: PhoneErrorCode | 'REQUIRED' };

const DEFAULT_COUNTRY = PHONE.defaultCountry.toUpperCase() as CountryCode;

/**
 * The server's own check of a phone number (the browser checks first, seed section 5):
 * international format (`+` and digits, spaces, dashes, brackets), parsed by libphonenumber
 * (default country LT), a valid number. The error kinds are the seed's: INVALID_COUNTRY,
 * INVALID_FORMAT, NOT_A_NUMBER, INVALID_LENGTH, TOO_LONG, TOO_SHORT.
 */
export function checkPhoneNumber(input: string): PhoneCheck {
  const value = input.trim();
  if (value === '') return { ok: false, code: 'REQUIRED' };
  if (value.length > PHONE.maxLength) return { ok: false, code: 'TOO_LONG' };
  if (!/^\+[\d\s\-().]*$/.test(value)) return { ok: false, code: /\d/.test(value) ? 'INVALID_FORMAT' : 'NOT_A_NUMBER' };
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

/** Stores the number (E.164). 400 `invalid_phone_number` with the seed's message when it is not valid. */
export async function updatePhoneNumber(db: DbOrTx, input: { userId: string; phoneNumber: string; now: Date }): Promise<string> {
  const check = checkPhoneNumber(input.phoneNumber);
  if (!check.ok) {
    const message = phoneCheckMessage(check.code);
    throw appError('invalid_phone_number', { phoneNumber: [message] }, message);
  }
  await db.update(users).set({ phoneNumber: check.e164, updatedAt: input.now }).where(eq(users.id, input.userId));
  return check.e164;
}
