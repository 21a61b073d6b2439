/** Pure part of the toasts: what a `showToast` call becomes (seed 2.2, 4, 8, 9; `toastDuration`). */
import { toastDuration, type ToastType } from '@vizitas/shared';

export interface ShowToastInput {
  type: ToastType;
  /** The text; with `html: true` simple trusted markup from our catalogue (`formatHtml`), e.g. a link. */
  message: string;
  title?: string;
  html?: boolean;
  /** To hide or replace it later (`hideToast(id)`); generated when absent. */
  id?: string;
  /** ms, or `false` to stay until closed; `toastDuration` of the text when absent. */
  autoClose?: number | false;
  /** Whether the toast has a link or button; detected from the markup when absent. */
  hasAction?: boolean;
}

export interface ToastOptions {
  id: string;
  type: ToastType;
  color: string;
  title?: string;
  message: string;
  html: boolean;
  autoClose: number | false;
}

export const TOAST_COLORS: Record<ToastType, string> = { success: 'teal', danger: 'red' };

/** The notification for a toast whose id is known (`showToast` assigns one). */
export function toastOptions(input: ShowToastInput & { id: string }): ToastOptions {
  const html = input.html === true;
  const autoClose =
    input.autoClose ?? toastDuration({ text: input.message, hasAction: input.hasAction ?? (html ? undefined : false) });
  return {
    id: input.id,
    type: input.type,
    color: TOAST_COLORS[input.type],
    title: input.title,
    message: input.message,
    html,
    autoClose,
  };
}
