import { type ReactNode, useCallback, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import type { ChromeLink, ChromeModel } from './chrome-links';
import { listHeight, toggleBottomBarList } from './bottom-bar-state';
import { Icon, type IconName } from './icons';
import { LogoutButton } from './logout-button';
import { useDismiss } from './use-dismiss';

interface BarList {
  key: string;
  label: string;
  icon: IconName;
  items: ReactNode[];
}

function ListLink({ link }: { link: ChromeLink }) {
  return (
    <a className="vz-bottom-bar__item" href={link.href}>
      {link.label}
    </a>
  );
}

/**
 * The mobile bottom bar (≤ 600 px; seed 2.1, 4, 9): links and dropdown triggers. A trigger
 * opens its list (50 px an item + 1) and closes the others; the open trigger closes it.
 * The body's bottom padding is kept by `installBottomBarPadding` (chrome runtime).
 */
export function BottomBar({ model }: { model: ChromeModel }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const bar = useRef<HTMLElement>(null);

  const dismiss = useCallback(
    (byEscape: boolean) => {
      if (byEscape) bar.current?.querySelector<HTMLButtonElement>(`[data-list-trigger="${openKey}"]`)?.focus();
      setOpenKey(null);
    },
    [openKey],
  );
  useDismiss(bar, openKey !== null, dismiss);

  const lists: BarList[] = [];
  if (model.user) {
    lists.push({
      key: 'account',
      label: model.user.name,
      icon: 'user',
      items: [...model.user.items.map((link) => <ListLink key={link.key} link={link} />), <LogoutButton key="logout" link={model.user.logout} className="vz-bottom-bar__item" />],
    });
  } else if (model.login && model.register) {
    lists.push({
      key: 'account',
      label: model.login.label,
      icon: 'user',
      items: [<ListLink key="login" link={model.login} />, <ListLink key="register" link={model.register} />],
    });
  }
  lists.push({
    key: 'menu',
    label: messages.nav.menu,
    icon: 'menu',
    items: [model.contact, ...(model.help ? [model.help] : []), model.businessRegister].map((link) => <ListLink key={link.key} link={link} />),
  });

  return (
    <nav ref={bar} className="vz-bottom-bar" aria-label={messages.nav.menu} data-open-list={openKey ?? undefined}>
      <a className="vz-bottom-bar__trigger" href={model.home.href}>
        <Icon name="search" />
        <span>{messages.nav.search}</span>
      </a>
      {lists.map((list) => {
        const open = openKey === list.key;
        const listId = `vz-bottom-list-${list.key}`;
        return (
          <div key={list.key} className="vz-bottom-bar__group">
            <button
              type="button"
              className="vz-bottom-bar__trigger"
              aria-expanded={open}
              aria-controls={listId}
              data-list-trigger={list.key}
              onClick={() => setOpenKey((current) => toggleBottomBarList(current, list.key))}
            >
              <Icon name={list.icon} />
              <span className="vz-bottom-bar__label">{list.label}</span>
            </button>
            <ul id={listId} className="vz-bottom-bar__list" data-open={open} style={{ height: listHeight(list.items.length, open) }}>
              {list.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
