import { Icon } from './icons';
import type { ChromeLink } from './chrome-links';

/**
 * "Grįžti į Vizitą" (seed 2.2 item 13), rendered hidden for visitors only; the chrome runtime
 * shows it when the session flag `showHomepageLink` is set and removes the flag when it is
 * clicked. Two variants: `small` is hidden on medium and larger screens, `large` on small ones.
 */
export function HomepageLink({ link, variant }: { link: ChromeLink; variant: 'small' | 'large' }) {
  return (
    <a
      href={link.href}
      title={link.label}
      className={`vz-homepage-link vz-homepage-link--${variant}`}
      data-homepage-link={variant}
      hidden
    >
      <Icon name="back" size={variant === 'small' ? 16 : 18} />
      <span>{link.label}</span>
    </a>
  );
}
