import type { GenericModalOptions } from '@vizitas/shared';
import type { ModalOverrides } from './modal-store';

export interface ResolvedModalOptions extends GenericModalOptions {
  /** Close button, click outside and Escape work. */
  closable: boolean;
  /** The close button is rendered (disabled while not closable, unless hidden). */
  showCloseButton: boolean;
}

/**
 * The options in effect: the seed defaults (changed per modal), then the component's
 * `closable` / `hideCloseButtons`, then what `openModal` / `setModalOptions` gave for this opening.
 */
export function resolveModalOptions(
  base: GenericModalOptions,
  defaults: Pick<ModalOverrides, 'closable' | 'hideCloseButtons'> = {},
  overrides: ModalOverrides = {},
): ResolvedModalOptions {
  const closable = overrides.closable ?? defaults.closable ?? true;
  const hideCloseButtons = overrides.hideCloseButtons ?? defaults.hideCloseButtons ?? false;
  return {
    ...base,
    closeOnClickOutside: overrides.closeOnClickOutside ?? base.closeOnClickOutside,
    closable,
    showCloseButton: base.closeButtons && (closable || !hideCloseButtons),
  };
}
