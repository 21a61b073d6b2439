import { describe, expect, it, vi } from 'vitest';
import { createModalStore } from './modal-store';

function setup() {
  const markers: Array<string | null> = [];
  const closed = vi.fn();
  const store = createModalStore({ setMarker: (id) => markers.push(id), closed });
  return { store, markers, closed };
}

describe('modal store (seed 4 "Generic modal")', () => {
  it('starts closed; opening sets the body marker', () => {
    const { store, markers } = setup();
    expect(store.get('cookie_consent')).toBeUndefined();
    expect(store.busy()).toBe(false);
    store.open('cookie_consent');
    expect(store.isOpen('cookie_consent')).toBe(true);
    expect(markers.at(-1)).toBe('cookie_consent');
    expect(store.busy()).toBe(true);
  });

  it('a mounted modal closes in two steps: closing (fade-out), then finished — marker removed, event, options reset', () => {
    const { store, markers, closed } = setup();
    const unmount = store.mount('m');
    store.open('m', { closable: false, hideCloseButtons: true });
    expect(store.get('m')?.options).toEqual({ closable: false, hideCloseButtons: true });
    store.close('m');
    expect(store.get('m')?.phase).toBe('closing');
    expect(closed).not.toHaveBeenCalled();
    expect(markers.at(-1)).toBe('m');
    store.finishClose('m');
    expect(store.get('m')).toBeUndefined();
    expect(markers.at(-1)).toBeNull();
    expect(closed).toHaveBeenCalledWith('m');
    // Options given to one opening do not carry over to the next.
    store.open('m');
    expect(store.get('m')?.options).toEqual({});
    unmount();
  });

  it('a modal without a mounted component finishes closing at once', () => {
    const { store, closed } = setup();
    store.open('lazy');
    store.close('lazy');
    expect(store.get('lazy')).toBeUndefined();
    expect(closed).toHaveBeenCalledOnce();
  });

  it('changes options while open and ignores unknown ids', () => {
    const { store, closed } = setup();
    store.open('phone', { closable: false });
    store.setOptions('phone', { closable: true });
    expect(store.get('phone')?.options).toEqual({ closable: true });
    store.setOptions('nothing', { closable: true });
    store.close('nothing');
    store.finishClose('nothing');
    expect(closed).not.toHaveBeenCalled();
  });

  it('notifies subscribers and keeps the marker on the latest open modal', () => {
    const { store, markers } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open('a');
    store.open('b');
    expect(markers.at(-1)).toBe('b');
    store.close('b');
    expect(markers.at(-1)).toBe('a');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.close('a');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
