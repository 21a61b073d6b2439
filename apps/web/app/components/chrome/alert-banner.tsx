import { type ReactNode, useEffect, useRef } from 'react';
import { messages } from '@vizitas/shared';
import { localStore, sessionStore } from '~/lib/client/storage';
import { type AlertStorageKind, isAlertDismissed } from './dismissible-alerts';
import './alert-banner.css';

export interface DismissibleAlertProps {
  /** Stable id: a closed banner stays closed (per id) on this device or in this tab. */
  id: string;
  /** `local` (default): closed for good on this device; `session`: until the tab closes. */
  storage?: AlertStorageKind;
  tone?: 'info' | 'success' | 'warning';
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A dismissible alert banner (seed 2.2 item 12). Plain markup, shown without JavaScript too; the
 * close button works (and shows) once the chrome runtime runs (`dismissible-alerts.ts`), which
 * also hides banners closed before; the banner hides itself as soon as it hydrates too (also after
 * a client-side navigation), so a closed one flashes for as short a time as possible.
 */
export function DismissibleAlert({ id, storage = 'local', tone = 'info', title, children, className }: DismissibleAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && isAlertDismissed(id, storage === 'session' ? sessionStore() : localStore())) ref.current.hidden = true;
  }, [id, storage]);
  return (
    <div
      ref={ref}
      className={['vz-alert', `vz-alert--${tone}`, className].filter(Boolean).join(' ')}
      data-alert-id={id}
      data-alert-storage={storage}
      data-testid={`alert-${id}`}
    >
      <div className="vz-alert__body">
        {title ? <p className="vz-alert__title">{title}</p> : null}
        <div className="vz-alert__text">{children}</div>
      </div>
      <button
        type="button"
        className="vz-alert__close"
        data-alert-dismiss
        aria-label={messages.alerts.dismiss}
        data-tooltip={messages.alerts.dismiss}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
