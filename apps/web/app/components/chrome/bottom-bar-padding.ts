/**
 * The body's bottom padding follows the mobile bottom bar's height, 0 while the bar is hidden
 * (seed 4 "Bottom bar dropdowns"): set when installed (after load), on every window resize, and
 * when a client-side navigation adds or removes the bar (`BOTTOM_BAR_CHANGE_EVENT`).
 */
import { bodyPaddingBottom } from './bottom-bar-state';
import { BOTTOM_BAR_CHANGE_EVENT } from './chrome-events';

export const BOTTOM_BAR_SELECTOR = '.vz-bottom-bar';

let installed = false;

export function installBottomBarPadding(win: Window = window): void {
  if (installed) return;
  installed = true;
  const doc = win.document;
  const update = () => {
    const bar = doc.querySelector<HTMLElement>(BOTTOM_BAR_SELECTOR);
    doc.body.style.paddingBottom = bodyPaddingBottom(bar?.offsetHeight ?? 0);
  };
  update();
  if (doc.readyState !== 'complete') win.addEventListener('load', update, { once: true });
  win.addEventListener('resize', update);
  win.addEventListener(BOTTOM_BAR_CHANGE_EVENT, update);
}
