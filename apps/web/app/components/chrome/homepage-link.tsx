import { Icon } from './icons';
import type { ChromeLink } from './chrome-links';

/**
 * "Grįžti į Vizitą" (seed 2.2 item 13). Two variants: `small` is hidden on medium and larger
 * screens, `large` is hidden on small screens (CSS, breakpoint 600 px). Clicking removes the
 * session flag (`onFollow`).
 */
export function HomepageLink({ link, variant, onFollow }: { link: ChromeLink; variant: 'small' | 'large'; onFollow: () => void }) {
  return (
    <a href={link.href} title={link.label} className={`vz-homepage-link vz-homepage-link--${variant}`} onClick={onFollow} data-homepage-link={variant}>
      <Icon name="back" size={variant === 'small' ? 16 : 18} />
      <span>{link.label}</span>
    </a>
  );
}
