import type { PriorityDialogId } from '@vizitas/shared';
import type { PremiumFeature } from '@vizitas/shared/schemas/notification-settings';

/** The premium_modal (seed 2.2 item 7): last of `DIALOG_PRIORITY`. */
export const PREMIUM_DIALOG = 'premium_modal' satisfies PriorityDialogId;

/** What the open premium dialog is about: which business, which feature she reached. */
export interface PremiumOffer {
  businessId: string;
  feature: PremiumFeature;
}

let offer: PremiumOffer | null = null;
const listeners = new Set<() => void>();

/** The offer the dialog shows (set before it is queued). */
export const premiumOffer = {
  get: (): PremiumOffer | null => offer,
  set(next: PremiumOffer): void {
    offer = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The reminder choices of the settings (docs/decisions/028) and the premium feature each one
 * reaches: the 2 h reminder (alone or with the 24 h one) is the premium plan's.
 */
export const REMINDER_CHOICES = [
  { id: 'none', offsets: [] as number[] },
  { id: '24h', offsets: [1440] },
  { id: '2h', offsets: [120] },
  { id: 'both', offsets: [1440, 120] },
] as const;
export type ReminderChoiceId = (typeof REMINDER_CHOICES)[number]['id'];

/** The choice of a business's offsets (an unknown mix counts as the nearest: 24 h). */
export function reminderChoiceOf(offsets: readonly number[]): ReminderChoiceId {
  const has24 = offsets.includes(1440);
  const has2 = offsets.includes(120);
  if (has24 && has2) return 'both';
  if (has2) return '2h';
  if (has24) return '24h';
  return 'none';
}

/** Whether the choice needs the premium plan. */
export function needsPremium(choice: ReminderChoiceId): boolean {
  return choice === '2h' || choice === 'both';
}

export function offsetsOf(choice: ReminderChoiceId): Array<1440 | 120> {
  return [...(REMINDER_CHOICES.find((c) => c.id === choice)?.offsets ?? [])] as Array<1440 | 120>;
}
