import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Icon } from './icons';
import { useDismiss } from './use-dismiss';

export interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name of the trigger when the label alone is not enough. */
  ariaLabel?: string;
  icon?: ReactNode;
  /** Which edge of the trigger the panel lines up with (`end` for the last item on the right). */
  align?: 'start' | 'end';
  children: ReactNode;
  className?: string;
}

/**
 * A navbar dropdown (seed 2.1 "Page chrome"): the panel opens below its trigger with a gap and
 * never covers it, stays open on clicks inside it, is as wide as its content (not the trigger),
 * and closes on a click outside, on Escape (focus returns to the trigger) or when focus leaves it.
 * A disclosure (button + panel of links), the WAI-ARIA pattern for navigation menus.
 */
export function NavDropdown({ label, ariaLabel, icon, align = 'start', children, className }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const dismiss = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) trigger.current?.focus();
  }, []);
  useDismiss(root, open, dismiss);

  return (
    <div
      ref={root}
      className={`vz-dropdown${className ? ` ${className}` : ''}`}
      data-open={open || undefined}
      onBlur={(event) => {
        // Only a focus move to another element outside closes it (a click on plain text inside does not).
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="vz-nav-link vz-dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className="vz-dropdown__label">{label}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={panelId} className="vz-dropdown__panel" data-align={align} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
