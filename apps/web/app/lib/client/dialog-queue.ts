/**
 * The dialog queue (seed 2.2 and 4 "Dialog queue"): dialogs that want to open by themselves
 * (cookie consent, unsupported browser, phone request, notifications, web push, PWA, premium…)
 * wait here, and at most one opens per run.
 *
 * API — all a feature needs:
 *
 *   import { queueDialog } from './dialog-queue';
 *   import { openModal } from '~/components/dialogs/modal-store';
 *
 *   // On mount (in an effect), when the dialog should show:
 *   const unqueue = queueDialog('phone_number_request', () => openModal('phone_number_request'));
 *   // On unmount, if it has not opened yet:
 *   unqueue();
 *
 * - `queueDialog(id, open)` adds (or replaces) a pending dialog. `open` is called when it is the
 *   dialog's turn; return `false` from it if the dialog decided not to open after all (the run then
 *   continues with the next candidate). Returns a function that removes the entry.
 * - A run: when the window event `MODAL_QUEUE_EVENT` ('modal-queue') fires, the queue is scanned in
 *   `DIALOG_PRIORITY` order (unsupported_browser, phone_number_request, cookie_consent,
 *   notifications, webpush, pwa, premium_modal); the first pending one opens and leaves the queue.
 *   If none of those is pending, the first remaining dialog (insertion order) opens. One per run.
 *   A run does nothing while a dialog is open (`isBusy`).
 * - At most one dialog opens by itself per page (PRODUCT.md, Prompts): once one has opened from
 *   the queue, runs on the same page (`pageKey`: the address's path) open nothing more; the rest
 *   wait for the next page. A dialog the user opens herself (a trigger, the bell) is not counted.
 * - Start: `startDialogQueue()` (called once by the chrome runtime) runs the queue
 *   `DIALOG_QUEUE_DELAY` (1000 ms) after the window's load event, or at once when the global flag
 *   `window.__VIZITAS_SKIP_DIALOG_DELAY__ = true` is set (tests, or pages that want no delay).
 *   A dialog queued after the start runs on the next tick if nothing is open.
 * - Once per session: `wasShown(dialogId, scopeId)` / `markShown(dialogId, scopeId)` from
 *   `./storage` (scope = business id, appointment id or 'platform').
 *   `useQueuedDialog` in `~/components/dialogs/use-queued-dialog` wraps all of this for React.
 */
import { DIALOG_PRIORITY, DIALOG_QUEUE_DELAY } from '@vizitas/shared';
import { MODAL_QUEUE_EVENT } from './dialog-events';

export { MODAL_QUEUE_EVENT };

declare global {
  interface Window {
    /** Set to `true` before the page's scripts run to start the dialog queue without the 1000 ms delay. */
    __VIZITAS_SKIP_DIALOG_DELAY__?: boolean;
  }
}

/** Opens a dialog; `false` means "did not open" (the run tries the next one). */
export type DialogOpener = () => void | boolean;

/** The dialog to open next: the first of `priority` that is pending, else the first pending one. */
export function pickNextDialog(pending: readonly string[], priority: readonly string[] = DIALOG_PRIORITY): string | undefined {
  for (const id of priority) if (pending.includes(id)) return id;
  return pending[0];
}

export interface DialogQueueOptions {
  priority?: readonly string[];
  /** Whether a dialog is open now (then a run does nothing). */
  isBusy?: () => boolean;
  /** The page now (the browser's: its path); one dialog opens by itself per page. */
  pageKey?: () => string;
}

export class DialogQueue {
  private readonly entries = new Map<string, DialogOpener>();
  private readonly priority: readonly string[];
  private readonly isBusy: () => boolean;
  private readonly pageKey: () => string;
  /** The page a dialog of this queue opened on, if one did. */
  private openedOn: string | undefined;
  started = false;

  constructor(options: DialogQueueOptions = {}) {
    this.priority = options.priority ?? DIALOG_PRIORITY;
    this.isBusy = options.isBusy ?? (() => false);
    this.pageKey = options.pageKey ?? (() => '');
  }

  /** Whether a dialog of the queue has already opened on this page (then the others wait for the next one). */
  openedOnThisPage(): boolean {
    return this.openedOn !== undefined && this.openedOn === this.pageKey();
  }

  /** Adds or replaces a pending dialog (a replaced one keeps its place). Returns its remover. */
  add(id: string, open: DialogOpener): () => void {
    this.entries.set(id, open);
    return () => {
      if (this.entries.get(id) === open) this.entries.delete(id);
    };
  }

  remove(id: string): void {
    this.entries.delete(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Pending ids in insertion order. */
  pending(): string[] {
    return [...this.entries.keys()];
  }

  /** One run: opens at most one dialog (none when one already opened on this page) and returns its id. */
  run(): string | undefined {
    if (this.isBusy() || this.openedOnThisPage()) return undefined;
    const skipped: string[] = [];
    for (;;) {
      const candidates = this.pending().filter((id) => !skipped.includes(id));
      const id = pickNextDialog(candidates, this.priority);
      if (id === undefined) return undefined;
      const open = this.entries.get(id);
      this.entries.delete(id);
      let opened: void | boolean = false;
      try {
        opened = open?.();
      } catch {
        opened = false;
      }
      if (opened !== false) {
        this.openedOn = this.pageKey();
        return id;
      }
      skipped.push(id);
    }
  }
}

function browserBusy(): boolean {
  return typeof document !== 'undefined' && document.body.hasAttribute('data-dialog-opened');
}

function browserPage(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** The page's one queue. */
export const dialogQueue = new DialogQueue({ isBusy: browserBusy, pageKey: browserPage });

/** The window the queue was started in (set by `startDialogQueue`). */
let queueWindow: Window | undefined;
let scheduled = false;

function scheduleRun(): void {
  const win = queueWindow;
  if (scheduled || !win) return;
  scheduled = true;
  win.setTimeout(() => {
    scheduled = false;
    win.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
  }, 0);
}

/** Adds a dialog to the queue (see the top of this file). */
export function queueDialog(id: string, open: DialogOpener): () => void {
  const remove = dialogQueue.add(id, open);
  if (dialogQueue.started) scheduleRun();
  return remove;
}

/** Starts the queue once: listens for `MODAL_QUEUE_EVENT` and runs after load + delay. */
export function startDialogQueue(win: Window = window): void {
  if (queueWindow) return;
  queueWindow = win;
  win.addEventListener(MODAL_QUEUE_EVENT, () => {
    if (dialogQueue.started) dialogQueue.run();
  });
  const begin = () => {
    dialogQueue.started = true;
    win.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
  };
  const afterLoad = () => {
    if (win.__VIZITAS_SKIP_DIALOG_DELAY__ === true) begin();
    else win.setTimeout(begin, DIALOG_QUEUE_DELAY);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
