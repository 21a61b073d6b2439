import { useEffect, useState } from 'react';
import { messages } from '@vizitas/shared';
import { browserShareTarget, canShareNatively, linkToShare, shareLink, type ShareOutcome } from '~/lib/client/share';

function messageFor(outcome: ShareOutcome): string | null {
  if (outcome === 'native') return messages.share.native;
  if (outcome === 'clipboard') return messages.share.clipboard;
  return null;
}

/** The toast code loads with the first share (it is not needed to show the page). */
function toastFor(outcome: ShareOutcome) {
  const message = messageFor(outcome);
  if (message === null) return;
  void import('~/components/toasts/toast').then((toast) => toast.showToast({ type: 'success', message }));
}

/**
 * The share helper (seed 2.2 item 15, 4, 8). Rendered disabled on the server; enabled once the
 * page runs. With native sharing the label becomes `title`; a click shares `name` and the link
 * (the page's address when `link` is empty) or copies the link, then says so in a toast.
 */
export function ShareButton({ name, title, link = '' }: { name: string; title: string; link?: string }) {
  const [ready, setReady] = useState(false);
  const [native, setNative] = useState(false);
  useEffect(() => {
    setNative(canShareNatively(browserShareTarget()));
    setReady(true);
  }, []);

  const onClick = () => {
    void shareLink(name, linkToShare(link, window.location.href), browserShareTarget()).then(toastFor);
  };

  return (
    <button
      type="button"
      className="vz-biz-button vz-biz-button--secondary"
      disabled={!ready}
      onClick={onClick}
      data-share-link={link}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      <span>{native ? title : messages.share.button}</span>
    </button>
  );
}
