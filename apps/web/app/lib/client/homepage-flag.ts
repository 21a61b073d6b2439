/**
 * The session flag `showHomepageLink` (seed 2.2 item 13, `STORAGE_KEYS.showHomepageLink`).
 * Its own small module: the navbar needs it on first load, the rest of `./storage` can wait.
 */
import { STORAGE_KEYS } from '@vizitas/shared';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the flag is set ('', '0' and 'false' count as not set); storage errors count as not set. */
export function homepageLinkFlagSet(storage: Pick<Storage, 'getItem'> | null = session()): boolean {
  try {
    const value = storage?.getItem(STORAGE_KEYS.showHomepageLink) ?? null;
    return value !== null && !['', '0', 'false'].includes(value.trim().toLowerCase());
  } catch {
    return false;
  }
}

export function clearHomepageLinkFlag(storage: Pick<Storage, 'removeItem'> | null = session()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.showHomepageLink);
  } catch {
    // ignore
  }
}

/** Sets the flag (a visitor went from the platform into a business's pages). */
export function setHomepageLinkFlag(storage: Pick<Storage, 'setItem'> | null = session()): void {
  try {
    storage?.setItem(STORAGE_KEYS.showHomepageLink, '1');
  } catch {
    // ignore
  }
}
