import { describe, expect, it } from 'vitest';
import { pushDataLayer } from './data-layer';

describe('pushDataLayer', () => {
  it('creates window.dataLayer when missing and appends events', () => {
    const win: { dataLayer?: unknown[] } = {};
    pushDataLayer({ event: 'cookie_consent', action: 'accept' }, win);
    pushDataLayer({ event: 'other' }, win);
    expect(win.dataLayer).toEqual([{ event: 'cookie_consent', action: 'accept' }, { event: 'other' }]);
  });

  it('keeps an existing data layer', () => {
    const existing: unknown[] = [{ gtm: 'start' }];
    const win = { dataLayer: existing };
    pushDataLayer({ event: 'x' }, win);
    expect(win.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });
});
