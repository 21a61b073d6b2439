import type { ChromeLink } from './chrome-links';

/** Logging out changes state: a same-origin POST form, not a link a crawler or prefetch could follow. */
export function LogoutButton({ link, className }: { link: ChromeLink; className: string }) {
  return (
    <form method="post" action={link.href} className="vz-logout-form">
      <button type="submit" className={className}>
        {link.label}
      </button>
    </form>
  );
}
