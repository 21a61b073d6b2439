import { describe, expect, it } from 'vitest';
import { GENERIC_MODAL_DEFAULTS } from '@vizitas/shared';
import { resolveModalOptions } from './modal-options';

describe('generic modal options', () => {
  it('uses the seed defaults: closable, close button, click outside, centred, 500 ms fade', () => {
    const options = resolveModalOptions(GENERIC_MODAL_DEFAULTS);
    expect(options).toMatchObject({
      minWidth: 400,
      maxHeightRatio: 0.9,
      maxWidthRatio: 0.9,
      fadeMs: 500,
      centered: true,
      closable: true,
      showCloseButton: true,
      closeOnClickOutside: true,
    });
  });

  it('disabled closing keeps a (disabled) close button unless it is hidden', () => {
    expect(resolveModalOptions(GENERIC_MODAL_DEFAULTS, { closable: false })).toMatchObject({
      closable: false,
      showCloseButton: true,
    });
    expect(resolveModalOptions(GENERIC_MODAL_DEFAULTS, { closable: false, hideCloseButtons: true })).toMatchObject({
      closable: false,
      showCloseButton: false,
    });
    // Hiding only applies while closing is disabled.
    expect(resolveModalOptions(GENERIC_MODAL_DEFAULTS, { hideCloseButtons: true }).showCloseButton).toBe(true);
  });

  it('one opening can override the component defaults', () => {
    const options = resolveModalOptions(GENERIC_MODAL_DEFAULTS, { closable: false, hideCloseButtons: true }, { closable: true });
    expect(options.closable).toBe(true);
    expect(options.showCloseButton).toBe(true);
    expect(resolveModalOptions(GENERIC_MODAL_DEFAULTS, {}, { closeOnClickOutside: false }).closeOnClickOutside).toBe(false);
  });
});
