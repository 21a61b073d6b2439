import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  emailSchema,
  isCommonPassword,
  newPasswordSchema,
  phoneNumberRequestSchema,
  registerRequestSchema,
  safeRedirectPath,
  toggleTwoFactorRequestSchema,
  twoFactorCodeSchema,
} from './account';

describe('account schemas', () => {
  it('normalises e-mail addresses and refuses malformed ones in Lithuanian', () => {
    expect(emailSchema.parse('  Ona.Onaite@Example.LT ')).toBe('ona.onaite@example.lt');
    for (const bad of ['ona', 'ona@', '@example.lt', 'ona@example', 'o na@example.lt', 'ona@ex<ample.lt']) {
      const result = emailSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.auth.validation.emailInvalid);
    }
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(messages.auth.validation.emailRequired);
    expect(emailSchema.safeParse(5).error?.issues[0]?.message).toBe(messages.auth.validation.invalidValue);
  });

  it('refuses short and common new passwords', () => {
    expect(newPasswordSchema.safeParse('Trumpas').error?.issues[0]?.message).toBe(messages.auth.validation.passwordTooShort);
    expect(newPasswordSchema.safeParse('Slaptazodis123').error?.issues[0]?.message).toBe(messages.auth.validation.passwordCommon);
    expect(newPasswordSchema.safeParse('Rudens-Lapai-42').success).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('########')).toBe(true);
  });

  it('gives each missing registration field its own message', () => {
    const result = registerRequestSchema.safeParse({});
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name: messages.auth.validation.nameRequired,
      email: messages.auth.validation.emailRequired,
      password: messages.auth.validation.passwordRequired,
      acceptTerms: messages.auth.validation.termsRequired,
    });
  });

  it('accepts TOTP and recovery codes', () => {
    for (const code of ['123456', ' 123456 ', 'abcde-23456', 'ABCDE23456']) expect(twoFactorCodeSchema.safeParse(code).success, code).toBe(true);
    for (const code of ['12345', '1234567', 'abcd-1234', "1' OR '1"]) expect(twoFactorCodeSchema.safeParse(code).success, code).toBe(false);
    expect(toggleTwoFactorRequestSchema.safeParse({ action: 'confirm', code: '123456' }).success).toBe(true);
    expect(toggleTwoFactorRequestSchema.safeParse({ action: 'nuke' }).success).toBe(false);
  });

  it('limits the phone number to 250 characters with the seed message', () => {
    expect(phoneNumberRequestSchema.safeParse({ phoneNumber: 'x'.repeat(251) }).error?.issues[0]?.message).toBe('Per ilgas tel. numeris.');
    expect(phoneNumberRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Įveskite telefono numerį.');
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/profilis')).toBe('/profilis');
    expect(safeRedirectPath('/naujas-vizitas/studija?data=2027-01-01#laikas')).toBe('/naujas-vizitas/studija?data=2027-01-01#laikas');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://piktas.example', '//piktas.example', '/\\piktas.example', '\\\\piktas.example', 'javascript:alert(1)', 'profilis', '/\u0000x', '', null, 42, '/%5C%5Cpiktas.example']) {
      const result = safeRedirectPath(value, '/');
      expect(result === '/' || result.startsWith('/%5C'), String(value)).toBe(true);
    }
  });
});
