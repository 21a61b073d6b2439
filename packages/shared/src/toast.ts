/**
 * Toasts (seed sections 2.2, 4, 8 and 9): type success or danger; the duration grows with
 * the amount of text and with an action (link or button) the reader may want to use.
 */

export const TOAST_TYPES = ['success', 'danger'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Every toast stays at least this long. */
export const TOAST_BASE_DURATION = 4000;
/** Extra time when the toast contains a link or a button. */
export const TOAST_ACTION_DURATION = 8000;
/** Reading time per word: one third of a second. */
export const TOAST_MS_PER_WORD = 1000 / 3;
/** The offline toast: one hour, i.e. until the connection is back (then dismissed). */
export const OFFLINE_TOAST_DURATION = 36e5;

export interface Toast {
  type: ToastType;
  /** Visible text; may contain simple markup such as a link (`<a href>`). */
  text: string;
  /** Milliseconds; `toastDuration` when absent. */
  duration?: number;
}

export interface ToastDurationInput {
  /** The toast's text; tags are ignored when counting words. */
  text: string;
  /** Whether the toast has a link or button. When omitted, detected from `<a>` / `<button>` in `text`. */
  hasAction?: boolean;
}

const TAG = /<[^>]*>/g;
const ACTION_TAG = /<(a|button)(\s[^>]*)?>/i;

/** The visible text of simple markup: tags become spaces. */
export function visibleText(text: string): string {
  return text.replace(TAG, ' ');
}

/** Whitespace-separated tokens of the visible text. */
export function countWords(text: string): number {
  const trimmed = visibleText(text).trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Whether the text carries a link or a button element. */
export function hasActionMarkup(text: string): boolean {
  return ACTION_TAG.test(text);
}

/**
 * 4000 ms + 8000 ms if the toast contains a link or button + ⅓ s per word.
 * The per-word part is rounded to whole milliseconds: Math.round(words * 1000 / 3).
 */
export function toastDuration({ text, hasAction }: ToastDurationInput): number {
  const action = hasAction ?? hasActionMarkup(text);
  return TOAST_BASE_DURATION + (action ? TOAST_ACTION_DURATION : 0) + Math.round((countWords(text) * 1000) / 3);
}

export function isToastType(value: unknown): value is ToastType {
  return value === 'success' || value === 'danger';
}
