/**
 * A phone check's result and its message, without the phone library: pages that only show what
 * the (lazily loaded) phone field found import this, so libphonenumber stays in the field's chunk.
 */
import { messages, phoneErrorMessage, type PhoneErrorCode } from '@vizitas/shared';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: PhoneErrorCode | 'REQUIRED' };

/** The message shown in the field's error list for a failed check. */
export function phoneCheckMessage(code: PhoneErrorCode | 'REQUIRED'): string | undefined {
  return code === 'REQUIRED' ? messages.phone.required : phoneErrorMessage(code);
}
