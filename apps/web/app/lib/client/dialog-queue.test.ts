import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_PRIORITY, DIALOG_QUEUE_DELAY } from '@vizitas/shared';
import { DialogQueue, dialogQueue, MODAL_QUEUE_EVENT, pickNextDialog, queueDialog, startDialogQueue } from './dialog-queue';

describe('pickNextDialog', () => {
  it('takes the first pending dialog in the seed priority order', () => {
    expect(pickNextDialog(['pwa', 'cookie_consent', 'notifications'])).toBe('cookie_consent');
    expect(pickNextDialog(['premium_modal', 'webpush', 'unsupported_browser'])).toBe('unsupported_browser');
    expect(pickNextDialog(['pwa', 'webpush'])).toBe('webpush');
  });

  it('falls back to the first remaining dialog when none of the priority ones is pending', () => {
    expect(pickNextDialog(['appointment_review', 'other'])).toBe('appointment_review');
    expect(pickNextDialog(['other', 'pwa'])).toBe('pwa');
    expect(pickNextDialog([])).toBeUndefined();
  });

  it('uses the priority of the seed', () => {
    expect(DIALOG_PRIORITY).toEqual([
      'unsupported_browser',
      'phone_number_request',
      'cookie_consent',
      'notifications',
      'webpush',
      'pwa',
      'premium_modal',
    ]);
  });
});

describe('DialogQueue', () => {
  it('opens one dialog per run, in priority order, and removes it from the queue', () => {
    const opened: string[] = [];
    let page = 1;
    const queue = new DialogQueue({ pageKey: () => `/page-${page}` });
    for (const id of ['appointment_review', 'pwa', 'cookie_consent', 'phone_number_request'])
      queue.add(id, () => void opened.push(id));

    expect(queue.run()).toBe('phone_number_request');
    expect(opened).toEqual(['phone_number_request']);
    page++;
    expect(queue.run()).toBe('cookie_consent');
    page++;
    expect(queue.run()).toBe('pwa');
    page++;
    expect(queue.run()).toBe('appointment_review');
    page++;
    expect(queue.run()).toBeUndefined();
    expect(opened).toEqual(['phone_number_request', 'cookie_consent', 'pwa', 'appointment_review']);
    expect(queue.pending()).toEqual([]);
  });

  it('opens at most one dialog by itself per page: the others wait for the next page', () => {
    let page = '/';
    const queue = new DialogQueue({ pageKey: () => page });
    const phone = vi.fn();
    const review = vi.fn();
    queue.add('appointment_review', review);
    queue.add('phone_number_request', phone);
    expect(queue.openedOnThisPage()).toBe(false);
    expect(queue.run()).toBe('phone_number_request');
    expect(queue.openedOnThisPage()).toBe(true);
    // The phone request has closed (the queue event runs it again): nothing more on this page.
    expect(queue.run()).toBeUndefined();
    expect(review).not.toHaveBeenCalled();
    expect(queue.pending()).toEqual(['appointment_review']);
    // The next page: the review may open there.
    page = '/vizitai';
    expect(queue.openedOnThisPage()).toBe(false);
    expect(queue.run()).toBe('appointment_review');
    expect(review).toHaveBeenCalledOnce();
  });

  it('a dialog that declined to open does not use up the page', () => {
    const queue = new DialogQueue({ pageKey: () => '/' });
    queue.add('webpush', () => false);
    expect(queue.run()).toBeUndefined();
    expect(queue.openedOnThisPage()).toBe(false);
    queue.add('pwa', vi.fn());
    expect(queue.run()).toBe('pwa');
    expect(queue.openedOnThisPage()).toBe(true);
  });

  it('does nothing while a dialog is open', () => {
    let busy = true;
    const open = vi.fn();
    const queue = new DialogQueue({ isBusy: () => busy });
    queue.add('cookie_consent', open);
    expect(queue.run()).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    busy = false;
    expect(queue.run()).toBe('cookie_consent');
  });

  it('goes on with the next dialog when an opener declines (returns false) or throws', () => {
    const queue = new DialogQueue();
    queue.add('cookie_consent', () => false);
    queue.add('unsupported_browser', () => {
      throw new Error('boom');
    });
    const pwa = vi.fn();
    queue.add('pwa', pwa);
    expect(queue.run()).toBe('pwa');
    expect(pwa).toHaveBeenCalledOnce();
    expect(queue.pending()).toEqual([]);
  });

  it('replaces a dialog added twice, keeping its place; the remover only removes its own entry', () => {
    const queue = new DialogQueue();
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = queue.add('x', first);
    queue.add('y', vi.fn());
    queue.add('x', second);
    expect(queue.pending()).toEqual(['x', 'y']);
    removeFirst();
    expect(queue.has('x')).toBe(true);
    expect(queue.run()).toBe('x');
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});

/** Just enough of a window for the queue: events, timers and the load state. */
function fakeWindow(readyState: DocumentReadyState, skipDelay = false) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    __VIZITAS_SKIP_DIALOG_DELAY__: skipDelay,
  }) as unknown as Window;
}

describe('startDialogQueue (the page queue)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`runs ${DIALOG_QUEUE_DELAY} ms after load, then on every ${MODAL_QUEUE_EVENT} event, one dialog at a time`, () => {
    vi.useFakeTimers();
    const win = fakeWindow('loading');
    const opened: string[] = [];
    queueDialog('pwa', () => void opened.push('pwa'));
    queueDialog('cookie_consent', () => void opened.push('cookie_consent'));

    startDialogQueue(win);
    vi.advanceTimersByTime(5000);
    expect(opened).toEqual([]); // not loaded yet

    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(DIALOG_QUEUE_DELAY - 1);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual(['cookie_consent']);

    // The generic modal dispatches the event when it has closed: on the same page nothing more
    // opens by itself (one per page), also not a dialog queued afterwards.
    win.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
    queueDialog('webpush', () => void opened.push('webpush'));
    vi.advanceTimersByTime(0);
    expect(opened).toEqual(['cookie_consent']);
    expect(dialogQueue.pending()).toEqual(['pwa', 'webpush']);

    // Another page (a navigation in the app): the next run opens the next dialog, one again.
    vi.stubGlobal('window', { location: { pathname: '/vizitai' } });
    win.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
    expect(opened).toEqual(['cookie_consent', 'webpush']);
    win.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
    expect(opened).toEqual(['cookie_consent', 'webpush']);
    expect(dialogQueue.pending()).toEqual(['pwa']);
    vi.unstubAllGlobals();
  });
});
