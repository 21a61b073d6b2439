import { describe, expect, it } from 'vitest';
import { markShown, parseFlashValue, shownKey, type StorageLike, takeStoredFlash, wasShown } from './storage';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('once-per-session dialog flags', () => {
  it('remembers a dialog per business or appointment id', () => {
    const storage = memoryStorage();
    expect(wasShown('unsupported_browser', 'biz-1', storage)).toBe(false);
    markShown('unsupported_browser', 'biz-1', storage);
    expect(wasShown('unsupported_browser', 'biz-1', storage)).toBe(true);
    expect(wasShown('unsupported_browser', 'biz-2', storage)).toBe(false);
    expect(wasShown('appointment_review', 'biz-1', storage)).toBe(false);
    markShown('unsupported_browser', 'platform', storage);
    expect(JSON.parse(storage.data.get('unsupported_browserShown')!)).toEqual({ 'biz-1': true, platform: true });
  });

  it('uses the seed key pwaModalShown for the PWA dialog', () => {
    expect(shownKey('pwa')).toBe('pwaModalShown');
    expect(shownKey('appointment_review')).toBe('appointment_reviewShown');
  });

  it('treats unreadable or foreign values as "not shown" and never throws', () => {
    expect(wasShown('pwa', 'b', memoryStorage({ pwaModalShown: 'not json' }))).toBe(false);
    expect(wasShown('pwa', 'b', memoryStorage({ pwaModalShown: '["b"]' }))).toBe(false);
    expect(wasShown('pwa', 'b', broken)).toBe(false);
    expect(() => markShown('pwa', 'b', broken)).not.toThrow();
    expect(wasShown('pwa', 'b', null)).toBe(false);
  });
});

describe('flash messages in session storage', () => {
  it('accepts a plain message or a JSON array of messages', () => {
    expect(parseFlashValue(null)).toEqual([]);
    expect(parseFlashValue('  ')).toEqual([]);
    expect(parseFlashValue('Nuoroda nukopijuota sėkmingai!')).toEqual(['Nuoroda nukopijuota sėkmingai!']);
    expect(parseFlashValue('["Pirmas", "", 3, "Antras"]')).toEqual(['Pirmas', 'Antras']);
    expect(parseFlashValue('[not json')).toEqual(['[not json']);
  });

  it('drains the success and error keys', () => {
    const storage = memoryStorage({ success: 'Išsaugota!', error: '["Klaida"]', other: 'stays' });
    expect(takeStoredFlash(storage)).toEqual({ success: ['Išsaugota!'], error: ['Klaida'] });
    expect([...storage.data.keys()]).toEqual(['other']);
    expect(takeStoredFlash(storage)).toEqual({ success: [], error: [] });
  });

  it('survives broken storage', () => {
    expect(takeStoredFlash(broken)).toEqual({ success: [], error: [] });
  });
});
