/**
 * The send time of the last verification mail, in local storage under `emailVerificationSent`
 * as `YYYY-MM-DD HH:mm:ss` (local time, seed 3 and 4). The resend button waits a minute after it.
 */
import dayjs from 'dayjs';
import { EMAIL_VERIFICATION_SENT_FORMAT, RESEND_VERIFICATION_COOLDOWN, STORAGE_KEYS } from '@vizitas/shared';
import { localStore, readItem, writeItem, type StorageLike } from '~/lib/client/storage';

export function rememberVerificationSent(now: Date = new Date(), storage: StorageLike | null = localStore()): void {
  writeItem(storage, STORAGE_KEYS.emailVerificationSent, dayjs(now).format(EMAIL_VERIFICATION_SENT_FORMAT));
}

/** The stored send time, or null when absent or unreadable. */
export function verificationSentAt(storage: StorageLike | null = localStore()): Date | null {
  const raw = readItem(storage, STORAGE_KEYS.emailVerificationSent);
  const match = raw === null ? null : /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole seconds still to wait (0 when the button may be used). */
export function cooldownSecondsLeft(now: Date = new Date(), storage: StorageLike | null = localStore()): number {
  const sentAt = verificationSentAt(storage);
  if (!sentAt) return 0;
  const left = RESEND_VERIFICATION_COOLDOWN - (now.getTime() - sentAt.getTime());
  if (left <= 0) return 0;
  // A send time in the future (a changed clock) counts as "just now", never longer.
  return Math.min(Math.ceil(left / 1000), RESEND_VERIFICATION_COOLDOWN / 1000);
}
