import type { ReactNode } from 'react';
import { BRAND, messages } from '@vizitas/shared';
import type { ChromeModel } from './chrome-links';
import { HomepageLink } from './homepage-link';
import { Icon } from './icons';
import { LogoutButton } from './logout-button';
import { NavDropdown } from './nav-dropdown';
import { SearchMenu } from './search-menu';

/**
 * The fixed top navbar (seed 2.1 "Page chrome"); its height is `--vz-header-height`. Plain
 * markup: the dropdowns and the homepage link come alive with the chrome runtime. `bell` is the
 * notifications trigger the layout plugs in for a logged-in user.
 */
export function Navbar({ model, bell }: { model: ChromeModel; bell?: ReactNode }) {
  return (
    <header className="vz-header">
      <div className="vz-header__inner">
        <div className="vz-header__start">
          <a href={model.home.href} className="vz-brand" aria-label={BRAND.name}>
            {BRAND.name}
          </a>
          {model.user ? null : (
            <>
              <HomepageLink link={model.homepage} variant="small" />
              <HomepageLink link={model.homepage} variant="large" />
            </>
          )}
        </div>
        {/* The notifications bell (a logged-in user's, after hydration): beside the menu, also on a phone. */}
        {model.user && bell ? <div className="vz-header__bell">{bell}</div> : null}
        <nav className="vz-nav" aria-label={messages.nav.menu}>
          <NavDropdown
            id="vz-nav-search"
            label={messages.nav.search}
            icon={<Icon name="search" size={18} />}
            className="vz-nav__search"
          >
            <SearchMenu />
          </NavDropdown>
          <a className="vz-nav-link vz-nav__contact" href={model.contact.href}>
            {model.contact.label}
          </a>
          {model.help ? (
            <a className="vz-nav-link" href={model.help.href}>
              {model.help.label}
            </a>
          ) : null}
          {model.user ? (
            <NavDropdown
              id="vz-nav-user"
              label={model.user.name}
              icon={<Icon name="user" size={18} />}
              align="end"
              className="vz-nav__user"
            >
              <ul className="vz-menu-list">
                {model.user.items.map((link) => (
                  <li key={link.key}>
                    <a className="vz-menu-item" href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
                <li className="vz-menu-list__divider">
                  <LogoutButton link={model.user.logout} className="vz-menu-item" />
                </li>
              </ul>
            </NavDropdown>
          ) : (
            <>
              {model.login ? (
                <a className="vz-nav-link" href={model.login.href}>
                  {model.login.label}
                </a>
              ) : null}
              {model.register ? (
                <a className="vz-nav-cta" href={model.register.href}>
                  {model.register.label}
                </a>
              ) : null}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
