import type { ReactNode } from 'react';
import { Icon } from './icons';

export interface NavDropdownProps {
  /** Unique on the page: the panel's id. */
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Which edge of the trigger the panel lines up with (`end` for the last item on the right). */
  align?: 'start' | 'end';
  children: ReactNode;
  className?: string;
}

/**
 * A navbar dropdown (seed 2.1 "Page chrome"), a disclosure (button + panel of links): the panel
 * opens below its trigger with a gap and never covers it, stays open on clicks inside it, is as
 * wide as its content, and closes on a click outside, on Escape (focus back on the trigger) or
 * when focus leaves it. Rendered closed; `installChromeBehaviour` (chrome runtime) opens and
 * closes it through the `data-dropdown*` attributes, so this component has no state of its own.
 */
export function NavDropdown({ id, label, icon, align = 'start', children, className }: NavDropdownProps) {
  return (
    <div className={className ? `vz-dropdown ${className}` : 'vz-dropdown'} data-dropdown>
      <button
        type="button"
        className="vz-nav-link vz-dropdown__trigger"
        aria-expanded="false"
        aria-controls={id}
        data-dropdown-trigger
      >
        {icon}
        <span className="vz-dropdown__label">{label}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={id} className="vz-dropdown__panel" data-align={align} hidden>
        {children}
      </div>
    </div>
  );
}
