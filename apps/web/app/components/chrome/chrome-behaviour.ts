/**
 * The behaviour of the chrome's server-rendered markup (seed 2.1 "Page chrome", 2.2 item 13,
 * 4 "Bottom bar dropdowns"), installed once by the chrome runtime after hydration. Delegated
 * listeners on the document work through data attributes, so the React components stay plain
 * markup (nothing of this is in the first-load JavaScript):
 * - `[data-dropdown]` navbar dropdowns: the trigger toggles the panel (others close); a press
 *   outside, Escape (focus back on the trigger) or focus moving out closes it; clicks inside do not.
 * - `[data-bottom-trigger]` bottom bar lists: a trigger opens its list at 50 px an item + 1 and
 *   closes the others; the open trigger closes it; a press outside the bar or Escape closes it.
 * - `[data-search-menu] [data-city]` chips choose the city of the category links.
 * - `[data-homepage-link]` is shown while the session flag `showHomepageLink` is set (visitors
 *   only: the navbar renders it only for them); clicking it removes the flag. A click from home or
 *   search on a link into a business's pages sets it; a link onto a business's own domain carries
 *   it there in the address (`HOMEPAGE_LINK_PARAM`), which the arriving page takes out again.
 * React never rewrites these attributes: their props do not change between renders.
 */
import { CATEGORIES, CITIES } from '@vizitas/shared';
import { clearHomepageLinkFlag, homepageLinkFlagSet, setHomepageLinkFlag } from '~/lib/client/homepage-flag';
import { platformExit, withoutHomepageLinkParam } from '~/lib/client/page-scope';
import { listHeight, toggleBottomBarList } from './bottom-bar-state';
import { panelShift } from './dropdown-position';
import { searchLink } from './search-menu';

const DROPDOWN = '[data-dropdown]';
const DROPDOWN_TRIGGER = '[data-dropdown-trigger]';
const BOTTOM_TRIGGER = '[data-bottom-trigger]';

function controlled(doc: Document, trigger: Element): HTMLElement | null {
  const id = trigger.getAttribute('aria-controls');
  return id ? doc.getElementById(id) : null;
}

function setDropdown(doc: Document, root: Element, open: boolean): void {
  const trigger = root.querySelector(DROPDOWN_TRIGGER);
  const panel = trigger && controlled(doc, trigger);
  if (!trigger || !panel) return;
  trigger.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  root.toggleAttribute('data-open', open);
  panel.style.translate = '';
  if (open) {
    const rect = panel.getBoundingClientRect();
    const shift = panelShift(rect.left, rect.right, doc.documentElement.clientWidth);
    if (shift !== 0) panel.style.translate = `${shift}px 0`;
  }
}

function openDropdowns(doc: Document): Element[] {
  return [...doc.querySelectorAll(`${DROPDOWN}[data-open]`)];
}

function bottomTriggers(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(BOTTOM_TRIGGER)];
}

function openBottomKey(doc: Document): string | null {
  return bottomTriggers(doc).find((t) => t.getAttribute('aria-expanded') === 'true')?.dataset.bottomTrigger ?? null;
}

/** Opens the list `key` (null: none) and closes every other one. */
function showBottomList(doc: Document, key: string | null): void {
  for (const trigger of bottomTriggers(doc)) {
    const open = trigger.dataset.bottomTrigger === key;
    const list = controlled(doc, trigger);
    trigger.setAttribute('aria-expanded', String(open));
    if (!list) continue;
    list.dataset.open = String(open);
    list.style.height = `${listHeight(list.children.length, open)}px`;
  }
}

function selectCity(chip: HTMLElement): void {
  const menu = chip.closest('[data-search-menu]');
  const city = CITIES.find((c) => c.slug === chip.dataset.city);
  if (!menu || !city) return;
  for (const other of menu.querySelectorAll<HTMLElement>('[data-city]'))
    other.setAttribute('aria-pressed', String(other === chip));
  for (const anchor of menu.querySelectorAll<HTMLAnchorElement>('a[data-category]')) {
    const category = CATEGORIES.find((c) => c.slug === anchor.dataset.category);
    if (!category) continue;
    const link = searchLink(category.slug, category.name, city);
    anchor.href = link.href;
    anchor.setAttribute('aria-label', link.label);
  }
}

function revealHomepageLinks(doc: Document): void {
  if (homepageLinkFlagSet()) for (const link of doc.querySelectorAll<HTMLElement>('[data-homepage-link]')) link.hidden = false;
}

/** A click from the platform on a link into a business's pages: the way back is shown there. */
function markPlatformExit(doc: Document, anchor: HTMLAnchorElement): void {
  const location = doc.defaultView?.location;
  if (!location) return;
  const exit = platformExit(anchor.href, new URL(location.href));
  if (exit.kind === 'same-origin') {
    setHomepageLinkFlag();
    revealHomepageLinks(doc);
  } else if (exit.kind === 'own-domain') {
    anchor.href = exit.href;
  }
}

/** Arrived on a business's own domain from the platform: set the flag and tidy the address. */
function takeHomepageLinkParam(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const clean = withoutHomepageLinkParam(new URL(view.location.href));
  if (clean === null) return;
  setHomepageLinkFlag();
  view.history.replaceState(view.history.state, '', clean);
}

let installed = false;

export function installChromeBehaviour(doc: Document = document): void {
  if (installed) return;
  installed = true;

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const dropdownTrigger = target.closest(DROPDOWN_TRIGGER);
    if (dropdownTrigger) {
      const root = dropdownTrigger.closest(DROPDOWN);
      if (!root) return;
      const open = !root.hasAttribute('data-open');
      for (const other of openDropdowns(doc)) if (other !== root) setDropdown(doc, other, false);
      setDropdown(doc, root, open);
      return;
    }
    const bottomTrigger = target.closest<HTMLElement>(BOTTOM_TRIGGER);
    if (bottomTrigger) {
      showBottomList(doc, toggleBottomBarList(openBottomKey(doc), bottomTrigger.dataset.bottomTrigger ?? ''));
      return;
    }
    const chip = target.closest<HTMLElement>('[data-search-menu] [data-city]');
    if (chip) {
      selectCity(chip);
      return;
    }
    if (target.closest('[data-homepage-link]')) {
      clearHomepageLinkFlag();
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>('a[href]');
    if (anchor) markPlatformExit(doc, anchor);
  });

  doc.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    for (const root of openDropdowns(doc)) if (!root.contains(target)) setDropdown(doc, root, false);
    if (openBottomKey(doc) !== null && !(target instanceof Element && target.closest('.vz-bottom-bar')))
      showBottomList(doc, null);
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const root of openDropdowns(doc)) {
      setDropdown(doc, root, false);
      root.querySelector<HTMLElement>(DROPDOWN_TRIGGER)?.focus();
    }
    const key = openBottomKey(doc);
    if (key !== null) {
      showBottomList(doc, null);
      bottomTriggers(doc)
        .find((t) => t.dataset.bottomTrigger === key)
        ?.focus();
    }
  });

  // Focus moving to an element outside an open dropdown closes it (a click on plain text inside does not).
  doc.addEventListener('focusout', (event) => {
    const root = (event.target as Element | null)?.closest?.(`${DROPDOWN}[data-open]`);
    const next = event.relatedTarget as Node | null;
    if (root && next && !root.contains(next)) setDropdown(doc, root, false);
  });

  // A resized window: keep open panels inside it.
  doc.defaultView?.addEventListener('resize', () => {
    for (const root of openDropdowns(doc)) setDropdown(doc, root, true);
  });

  takeHomepageLinkParam(doc);
  revealHomepageLinks(doc);
}
