import type { MouseEventHandler, ReactNode } from 'react';

/**
 * A button (or a link that looks like one) in the kit's look, as plain HTML: the lists that show
 * one on every row (the admin's requests, the customer's visits) render dozens of them on the
 * server for every page, where the kit's Button costs several times more. Styles:
 * components/ui/action-button.css (loaded with the first stylesheet).
 */
export type ActionButtonLook = 'filled-teal' | 'outline-red' | 'default' | 'light';

interface Common {
  look: ActionButtonLook;
  className?: string | undefined;
  children: ReactNode;
  'aria-describedby'?: string | undefined;
}

export type ActionButtonProps = Common &
  (
    | {
        href?: undefined;
        onClick: MouseEventHandler<HTMLButtonElement>;
        disabled?: boolean | undefined;
        /** A spinner instead of the label while the action's request is under way. */
        busy?: boolean | undefined;
      }
    | { href: string; download?: boolean | undefined }
  );

export function ActionButton(props: ActionButtonProps) {
  const className = `vz-action vz-action--${props.look}${props.className ? ` ${props.className}` : ''}`;
  if (props.href !== undefined) {
    return (
      <a className={className} href={props.href} download={props.download || undefined} aria-describedby={props['aria-describedby']}>
        {props.children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={props.disabled}
      aria-busy={props.busy || undefined}
      aria-describedby={props['aria-describedby']}
      onClick={props.onClick}
    >
      {props.busy ? <span className="vz-action__spinner" aria-hidden="true" /> : null}
      <span className={props.busy ? 'vz-action__label--hidden' : undefined}>{props.children}</span>
    </button>
  );
}
