import { describe, expect, it } from 'vitest';
import type { StorageLike } from '~/lib/client/storage';
import { cooldownSecondsLeft, rememberVerificationSent, verificationSentAt } from './verification-sent';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the stored send time of the verification mail', () => {
  it('is kept as YYYY-MM-DD HH:mm:ss under emailVerificationSent', () => {
    const storage = memoryStorage();
    const sent = new Date(2027, 2, 5, 9, 7, 3);
    rememberVerificationSent(sent, storage);
    expect(storage.data.get('emailVerificationSent')).toBe('2027-03-05 09:07:03');
    expect(verificationSentAt(storage)).toEqual(sent);
  });

  it('counts down whole seconds for a minute, then allows sending again', () => {
    const storage = memoryStorage();
    const sent = new Date(2027, 2, 5, 9, 7, 3);
    rememberVerificationSent(sent, storage);
    expect(cooldownSecondsLeft(sent, storage)).toBe(60);
    expect(cooldownSecondsLeft(new Date(sent.getTime() + 500), storage)).toBe(60);
    expect(cooldownSecondsLeft(new Date(sent.getTime() + 1000), storage)).toBe(59);
    expect(cooldownSecondsLeft(new Date(sent.getTime() + 59_001), storage)).toBe(1);
    expect(cooldownSecondsLeft(new Date(sent.getTime() + 60_000), storage)).toBe(0);
  });

  it('ignores nothing stored, rubbish, and never waits more than a minute for a future time', () => {
    const storage = memoryStorage();
    const now = new Date(2027, 2, 5, 9, 7, 3);
    expect(cooldownSecondsLeft(now, storage)).toBe(0);
    storage.setItem('emailVerificationSent', 'vakar');
    expect(cooldownSecondsLeft(now, storage)).toBe(0);
    rememberVerificationSent(new Date(2027, 2, 6), storage);
    expect(cooldownSecondsLeft(now, storage)).toBe(60);
  });
});
