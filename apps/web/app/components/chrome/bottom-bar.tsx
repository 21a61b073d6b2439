import { messages } from '@vizitas/shared';
import type { ChromeLink, ChromeModel } from './chrome-links';
import { Icon, type IconName } from './icons';
import { LogoutButton } from './logout-button';

interface BarList {
  key: string;
  label: string;
  icon: IconName;
  links: ChromeLink[];
  logout?: ChromeLink;
}

/** The lists of the bar: the account (log in / register, or the user's menu) and the menu. */
export function bottomBarLists(model: ChromeModel): BarList[] {
  const lists: BarList[] = [];
  if (model.user) {
    lists.push({ key: 'account', label: model.user.name, icon: 'user', links: model.user.items, logout: model.user.logout });
  } else if (model.login && model.register) {
    lists.push({ key: 'account', label: model.login.label, icon: 'user', links: [model.login, model.register] });
  }
  // A member's way into her admin area is in „Meniu“ too, first: where an owner looks for it on a phone.
  const admin = model.user?.items.find((link) => link.key === 'admin');
  lists.push({
    key: 'menu',
    label: messages.nav.menu,
    icon: 'menu',
    links: [...(admin ? [admin] : []), model.contact, ...(model.help ? [model.help] : []), model.businessRegister],
  });
  return lists;
}

/**
 * The mobile bottom bar (≤ 600 px; seed 2.1, 4, 9): a search link and dropdown triggers.
 * Plain markup, rendered closed: the chrome runtime (`installChromeBehaviour`) opens a list
 * (50 px an item + 1) and closes the others, closes the open one on a second click, and keeps
 * the body's bottom padding equal to the bar's height.
 */
export function BottomBar({ model }: { model: ChromeModel }) {
  return (
    <nav className="vz-bottom-bar" aria-label={messages.nav.menu}>
      <a className="vz-bottom-bar__trigger" href={model.home.href}>
        <Icon name="search" />
        <span>{messages.nav.search}</span>
      </a>
      {bottomBarLists(model).map((list) => {
        const listId = `vz-bottom-list-${list.key}`;
        return (
          <div key={list.key} className="vz-bottom-bar__group">
            <button
              type="button"
              className="vz-bottom-bar__trigger"
              aria-expanded="false"
              aria-controls={listId}
              data-bottom-trigger={list.key}
            >
              <Icon name={list.icon} />
              <span>{list.label}</span>
            </button>
            <ul id={listId} className="vz-bottom-bar__list" data-open="false">
              {list.links.map((link) => (
                <li key={link.key}>
                  <a className="vz-bottom-bar__item" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
              {list.logout ? (
                <li>
                  <LogoutButton link={list.logout} className="vz-bottom-bar__item" />
                </li>
              ) : null}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
