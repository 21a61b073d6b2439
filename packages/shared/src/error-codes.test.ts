import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODE_DEFINITIONS, appError, errorMessage, errorStatus, isErrorCode } from './error-codes';
import { AppError, isAppError } from './errors';
import { messages } from './messages';

describe('error codes', () => {
  it.each([
    ['validation_failed', 400],
    ['invalid_json', 400],
    ['payload_too_large', 413],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['csrf_failed', 403],
    ['not_found', 404],
    ['rate_limited', 429],
    ['internal_error', 500],
    ['slot_taken', 409],
    ['verified_email', 409],
  ] as const)('%s answers HTTP %i', (code, status) => {
    expect(errorStatus(code)).toBe(status);
  });

  it('takes every message from the catalogue, and the catalogue has exactly these codes', () => {
    expect(Object.keys(messages.errors).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(errorMessage(code)).toBe(messages.errors[code]);
  });

  it('has the fixed texts', () => {
    expect(errorMessage('validation_failed')).toBe('Prašome ištaisyti klaidas!');
    expect(errorMessage('not_found')).toBe('Puslapis nerastas.');
    expect(errorMessage('internal_error')).toBe('Įvyko netikėta klaida. Bandykite dar kartą vėliau.');
    expect(errorMessage('verified_email')).toBe(messages.emailVerification.alreadyVerified);
  });

  it('uses snake_case codes, error statuses, and is ordered by status', () => {
    const statuses = ERROR_CODES.map((code) => ERROR_CODE_DEFINITIONS[code].status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
    }
  });

  it('recognises codes', () => {
    expect(isErrorCode('slot_taken')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('appError', () => {
  it('builds an AppError with code, status and Lithuanian message', () => {
    const error = appError('not_found');
    expect(error).toBeInstanceOf(AppError);
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'not_found', status: 404, message: 'Puslapis nerastas.' });
    expect(error.fields).toBeUndefined();
  });

  it('carries field errors', () => {
    const fields = { phoneNumber: ['Per trumpas tel. numeris.'] };
    const error = appError('validation_failed', fields);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, message: 'Prašome ištaisyti klaidas!', fields });
  });

  it('accepts a more specific message', () => {
    expect(appError('forbidden', undefined, 'Tik verslo administratoriui.').message).toBe('Tik verslo administratoriui.');
  });
});
