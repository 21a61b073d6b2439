import { describe, expect, it } from 'vitest';
import type { StorageLike } from '~/lib/client/storage';
import { ALERT_STORAGE_KEY, alertStorageKind, isAlertDismissed, rememberAlertDismissed } from './dismissible-alerts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('dismissible alerts', () => {
  it('remember each closed alert by its id, keeping the others', () => {
    const storage = memoryStorage();
    expect(isAlertDismissed('home-announcement', storage)).toBe(false);
    rememberAlertDismissed('home-announcement', storage);
    rememberAlertDismissed('maintenance', storage);
    expect(isAlertDismissed('home-announcement', storage)).toBe(true);
    expect(isAlertDismissed('maintenance', storage)).toBe(true);
    expect(isAlertDismissed('other', storage)).toBe(false);
    expect(JSON.parse(storage.data.get(ALERT_STORAGE_KEY)!)).toEqual({ 'home-announcement': true, maintenance: true });
  });

  it('treat broken, foreign or missing storage as nothing closed', () => {
    expect(isAlertDismissed('a', memoryStorage({ [ALERT_STORAGE_KEY]: 'not json' }))).toBe(false);
    expect(isAlertDismissed('a', memoryStorage({ [ALERT_STORAGE_KEY]: '["a"]' }))).toBe(false);
    expect(isAlertDismissed('a', memoryStorage({ [ALERT_STORAGE_KEY]: '{"a":"yes"}' }))).toBe(false);
    expect(isAlertDismissed('a', null)).toBe(false);
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberAlertDismissed('a', throwing)).not.toThrow();
    expect(isAlertDismissed('a', throwing)).toBe(false);
  });

  it('use local storage unless the banner asks for the session', () => {
    expect(alertStorageKind('session')).toBe('session');
    expect(alertStorageKind('local')).toBe('local');
    expect(alertStorageKind(undefined)).toBe('local');
    expect(alertStorageKind('cookie')).toBe('local');
  });
});
