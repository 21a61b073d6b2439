import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAFT_KEY,
  BOOKING_DRAFT_TTL_MS,
  clearDraft,
  loadDraft,
  parseDraft,
  saveDraft,
  serializeDraft,
  type BookingDraft,
} from './booking-draft';

const NOW = Date.parse('2027-03-22T08:00:00Z');

const draft: BookingDraft = {
  business: 'studija-aiste',
  services: ['7d6f1c1e-0000-4000-8000-000000000001', '7d6f1c1e-0000-4000-8000-000000000002'],
  specialist: 'any',
  date: '2027-03-24',
  start: '2027-03-24T08:30:00.000Z',
  note: 'Alergija lateksui',
  savedAt: NOW,
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('parseDraft', () => {
  it('round-trips a draft', () => {
    expect(parseDraft(serializeDraft(draft), NOW + 1000)).toEqual(draft);
  });

  it('expires after 24 hours', () => {
    expect(parseDraft(serializeDraft(draft), NOW + BOOKING_DRAFT_TTL_MS)).toEqual(draft);
    expect(parseDraft(serializeDraft(draft), NOW + BOOKING_DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('refuses a draft from the future beyond a small clock skew', () => {
    expect(parseDraft(serializeDraft(draft), NOW - 60_000)).toEqual(draft);
    expect(parseDraft(serializeDraft(draft), NOW - 60 * 60_000)).toBeNull();
  });

  it('refuses anything malformed', () => {
    const bad: unknown[] = [
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...draft }), // no version
      serializeDraft({ ...draft, services: [] }),
      serializeDraft({ ...draft, business: '' }),
      serializeDraft({ ...draft, date: '2027-02-30' }),
      serializeDraft({ ...draft, start: 'vakare' }),
      serializeDraft({ ...draft, note: 'x'.repeat(1001) }),
      JSON.stringify({ v: 1, ...draft, savedAt: 'vakar' }),
      JSON.stringify({ v: 1, ...draft, services: [1, 2] }),
    ];
    for (const raw of bad) expect(parseDraft(raw as string, NOW), String(raw)).toBeNull();
    expect(parseDraft(null, NOW)).toBeNull();
  });
});

describe('storage', () => {
  it('saves with a timestamp under bookingDraft, loads and clears', () => {
    const storage = memoryStorage();
    const { savedAt: _savedAt, ...rest } = draft;
    saveDraft(rest, NOW, storage);
    expect(JSON.parse(storage.map.get(BOOKING_DRAFT_KEY)!)).toMatchObject({ business: 'studija-aiste', savedAt: NOW });
    expect(loadDraft(NOW + 1000, storage)).toEqual(draft);
    clearDraft(storage);
    expect(storage.map.size).toBe(0);
  });

  it('removes an expired draft when loading it', () => {
    const storage = memoryStorage();
    storage.setItem(BOOKING_DRAFT_KEY, serializeDraft(draft));
    expect(loadDraft(NOW + BOOKING_DRAFT_TTL_MS + 1, storage)).toBeNull();
    expect(storage.map.has(BOOKING_DRAFT_KEY)).toBe(false);
  });

  it('behaves as "nothing stored" without storage or when it throws', () => {
    expect(loadDraft(NOW, null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDraft(draft, NOW, throwing)).not.toThrow();
    expect(loadDraft(NOW, throwing)).toBeNull();
  });
});
