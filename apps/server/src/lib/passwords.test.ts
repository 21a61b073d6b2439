import { describe, expect, it } from 'vitest';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Ąžuolas-Ąžuolėlis 7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Ąžuolas-Ąžuolėlis 7')).toBe(true);
    expect(await verifyPassword(hash, 'ąžuolas-ąžuolėlis 7')).toBe(false);
  });

  it('is false, not an error, without a hash or with a broken one', async () => {
    expect(await verifyPassword(null, 'bet kas')).toBe(false);
    expect(await verifyPassword('x', 'bet kas')).toBe(false);
  });

  it('refuses short, long, common and e-mail-equal new passwords', () => {
    expect(newPasswordProblem('Trump1')).toBe('tooShort');
    expect(newPasswordProblem('a'.repeat(201))).toBe('tooLong');
    expect(newPasswordProblem('PASSWORD1')).toBe('common');
    expect(newPasswordProblem('labas123')).toBe('common');
    expect(newPasswordProblem('zzzzzzzzzz')).toBe('common');
    expect(newPasswordProblem('ona@example.lt', 'Ona@Example.lt')).toBe('sameAsEmail');
    expect(newPasswordProblem('Rudens-Lapai-42', 'ona@example.lt')).toBeUndefined();
  });
});
