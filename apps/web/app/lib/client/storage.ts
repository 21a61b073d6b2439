/**
 * Browser storage helpers. Storage can be missing or throw (private mode, disabled cookies,
 * quota): every helper here swallows that and behaves as "nothing stored".
 */
import { STORAGE_KEYS } from '@vizitas/shared';

/** The part of the Web Storage API these helpers use (so tests can pass a Map-backed fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(kind: 'sessionStorage' | 'localStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function sessionStore(): StorageLike | null {
  return browserStorage('sessionStorage');
}

export function localStore(): StorageLike | null {
  return browserStorage('localStorage');
}

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or unavailable storage: nothing to remember then.
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}

/** A stored JSON object, `{}` when absent or not an object. */
export function readJsonObject(storage: StorageLike | null, key: string): Record<string, unknown> {
  const raw = readItem(storage, key);
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// --- Once-per-session dialog flags (seed 9: "Modal shown-flags in session storage per business id or appointment id")

/** The session storage key holding `{ [scopeId]: true }` for a dialog. */
export function shownKey(dialogId: string): string {
  return dialogId === 'pwa' ? STORAGE_KEYS.pwaModalShown : `${dialogId}Shown`;
}

/** Whether the dialog was already shown in this session for this business / appointment. */
export function wasShown(dialogId: string, scopeId: string, storage: StorageLike | null = sessionStore()): boolean {
  return readJsonObject(storage, shownKey(dialogId))[scopeId] === true;
}

/** Remembers for this session that the dialog was shown for this business / appointment. */
export function markShown(dialogId: string, scopeId: string, storage: StorageLike | null = sessionStore()): void {
  const key = shownKey(dialogId);
  writeItem(storage, key, JSON.stringify({ ...readJsonObject(storage, key), [scopeId]: true }));
}

// --- Flash messages (seed 2.2: "held in session storage under keys success and error")

export interface StoredFlash {
  success: string[];
  error: string[];
}

/** A stored flash value: a plain message, or a JSON array of messages. */
export function parseFlashValue(raw: string | null): string[] {
  if (raw === null) return [];
  const text = raw.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    } catch {
      // not JSON: the text itself is the message
    }
  }
  return [raw];
}

/** Reads the flash messages held in session storage and removes them. */
export function takeStoredFlash(storage: StorageLike | null = sessionStore()): StoredFlash {
  const success = parseFlashValue(readItem(storage, STORAGE_KEYS.flashSuccess));
  const error = parseFlashValue(readItem(storage, STORAGE_KEYS.flashError));
  removeItem(storage, STORAGE_KEYS.flashSuccess);
  removeItem(storage, STORAGE_KEYS.flashError);
  return { success, error };
}
