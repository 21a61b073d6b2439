import { describe, expect, it } from 'vitest';
import { messages, OFFLINE_TOAST_DURATION } from '@vizitas/shared';
import { toastOptions } from './toast-options';

describe('toast options (seed 9: 4000 ms + 8000 ms with a link or button + ⅓ s a word)', () => {
  it('times a plain success toast by its words', () => {
    // "Prisijungėte prie interneto sėkmingai!" = 4 words → 4000 + 1333
    const options = toastOptions({ id: 't1', type: 'success', message: messages.connectivity.online });
    expect(options).toMatchObject({ id: 't1', type: 'success', color: 'teal', html: false, autoClose: 5333 });
  });

  it('gives markup with a link the extra 8 s; plain text is never an action', () => {
    const html = toastOptions({ id: 't2', type: 'danger', message: 'Klaida. <a href="/susisiekti">Susisiekite</a>', html: true });
    expect(html).toMatchObject({ color: 'red', html: true, autoClose: 4000 + 8000 + 667 });
    const text = toastOptions({ id: 't3', type: 'danger', message: 'Tekstas su <a href="x">nuoroda</a>' });
    expect(text.autoClose).toBe(4000 + 1000);
  });

  it('keeps an explicit duration (the offline toast) or none', () => {
    expect(
      toastOptions({ id: 'o', type: 'danger', message: messages.connectivity.offline, autoClose: OFFLINE_TOAST_DURATION })
        .autoClose,
    ).toBe(3_600_000);
    expect(toastOptions({ id: 'p', type: 'success', message: 'x', autoClose: false }).autoClose).toBe(false);
  });
});
