import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { messages } from '@vizitas/shared';
import './admin-shell.css';

export interface AdminNavLink {
  key: string;
  label: string;
  href: string;
  /** The page shown is this entry's (or one of its pages). */
  active: boolean;
  /** A count badge (e.g. requests waiting for confirmation) and its words for screen readers. */
  badge?: { count: number; label: string } | null;
  children?: AdminNavLink[];
}

export interface AdminBusinessChoice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export interface AdminShellProps {
  /** The area's name above the business's (default „Administravimas“; the operator's console has its own). */
  eyebrow?: string;
  /** The business the admin works in (the operator's console: the operator's name). */
  businessName: string;
  nav: AdminNavLink[];
  /** Other businesses of the member (shown when there are several). */
  businesses: AdminBusinessChoice[];
  /** The notifications bell, beside the business's name (plugged in by the admin layout route). */
  bell?: ReactNode;
  children: ReactNode;
}

function NavLinks({ links, nested = false }: { links: AdminNavLink[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'vz-admin-nav__sub' : 'vz-admin-nav__list'}>
      {links.map((link) => (
        <li key={link.key}>
          <a className="vz-admin-nav__link" href={link.href} aria-current={link.active ? 'page' : undefined}>
            <span>{link.label}</span>
            {link.badge && link.badge.count > 0 ? (
              <span className="vz-admin-nav__badge">
                <span aria-hidden="true">{link.badge.count}</span>
                <span className="vz-visually-hidden">{link.badge.label}</span>
              </span>
            ) : null}
          </a>
          {link.children && link.children.length > 0 ? <NavLinks links={link.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function BusinessSwitcher({ businesses }: { businesses: AdminBusinessChoice[] }) {
  if (businesses.length < 2) return null;
  return (
    <nav className="vz-admin-switcher" aria-label={messages.adminNav.chooseBusiness}>
      <ul>
        {businesses.map((business) => (
          <li key={business.key}>
            <a href={business.href} aria-current={business.current ? 'true' : undefined}>
              {business.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin area's frame (`/administratorius/...`): the business's name, its own menu (a
 * sidebar on a tablet or desktop, a menu button on a phone ≤ 767 px), the business switcher for
 * a member of several businesses, then the page. Everything comes in as props: the admin layout
 * route builds the links by route name.
 */
export function AdminShell({
  eyebrow = messages.adminArea.title,
  businessName,
  nav,
  businesses,
  bell,
  children,
}: AdminShellProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // A followed link closes the phone menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const pending = nav.reduce((sum, link) => sum + (link.badge?.count ?? 0), 0);

  return (
    <div className="vz-admin">
      <aside className="vz-admin__side">
        <div className="vz-admin__head">
          <p className="vz-admin__business">
            <span className="vz-admin__eyebrow">{eyebrow}</span>
            <span className="vz-admin__name">{businessName}</span>
          </p>
          {bell ? <div className="vz-admin__bell">{bell}</div> : null}
          <button
            type="button"
            className="vz-admin__menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? messages.adminArea.closeMenu : messages.adminArea.menu}
            {!open && pending > 0 ? (
              <span className="vz-admin-nav__badge" aria-hidden="true">
                {pending}
              </span>
            ) : null}
          </button>
        </div>
        <div id={menuId} className="vz-admin__menu" data-open={open ? 'true' : 'false'}>
          <nav className="vz-admin-nav" aria-label={eyebrow}>
            <NavLinks links={nav} />
          </nav>
          <BusinessSwitcher businesses={businesses} />
        </div>
      </aside>
      <div className="vz-admin__content">{children}</div>
    </div>
  );
}
