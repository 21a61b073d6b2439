/**
 * Smooth scroll links (seed 2.2): an anchor with the class `vz-scroll-trigger` and a `#target`
 * href scrolls over `SMOOTH_SCROLL_DURATION` (468 ms) to its target, offset by the fixed header.
 * Own requestAnimationFrame animation (CSS `scroll-behavior` has no fixed duration); with
 * `prefers-reduced-motion: reduce` it jumps.
 */
import { SMOOTH_SCROLL_DURATION } from '@vizitas/shared';

export const SCROLL_TRIGGER_CLASS = 'vz-scroll-trigger';

/** jQuery's default "swing" easing: slow start and end. */
export function swing(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 0.5 - Math.cos(p * Math.PI) / 2;
}

/** The scroll position at `elapsed` ms of an animation from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SMOOTH_SCROLL_DURATION): number {
  if (duration <= 0) return to;
  return from + (to - from) * swing(elapsed / duration);
}

/** Where to scroll so the target's top sits just under the header (never below 0 or past the end). */
export function scrollTargetY(targetTop: number, scrollY: number, headerHeight: number, maxScroll: number): number {
  return Math.max(0, Math.min(maxScroll, Math.round(targetTop + scrollY - headerHeight)));
}

/** The element an in-page link points to, or null (other pages and empty hashes are not ours). */
export function hashTarget(anchor: HTMLAnchorElement, doc: Document): HTMLElement | null {
  const url = new URL(anchor.href, doc.baseURI);
  const here = new URL(doc.location.href);
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  if (id === '') return null;
  return doc.getElementById(id);
}

export function headerHeight(doc: Document): number {
  const header = doc.querySelector<HTMLElement>('.vz-header');
  if (header) return header.getBoundingClientRect().height;
  const variable = parseFloat(getComputedStyle(doc.documentElement).getPropertyValue('--vz-header-height'));
  return Number.isFinite(variable) ? variable : 0;
}

let frame = 0;

/** Scrolls the window to `to` over the fixed duration. */
export function animateScrollTo(to: number, win: Window = window): void {
  win.cancelAnimationFrame(frame);
  const from = win.scrollY;
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches || from === to) {
    win.scrollTo(0, to);
    return;
  }
  let start: number | undefined;
  const step = (time: number) => {
    start ??= time;
    const elapsed = time - start;
    win.scrollTo(0, scrollPositionAt(from, to, elapsed));
    if (elapsed < SMOOTH_SCROLL_DURATION) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
}

let installed = false;

/** Delegated click handling for every scroll-trigger link on the page (also those rendered later). */
export function installSmoothScroll(doc: Document = document): void {
  if (installed) return;
  installed = true;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a.${SCROLL_TRIGGER_CLASS}`);
    if (!anchor) return;
    const target = hashTarget(anchor, doc);
    if (!target) return;
    event.preventDefault();
    const win = doc.defaultView ?? window;
    const max = doc.documentElement.scrollHeight - win.innerHeight;
    animateScrollTo(scrollTargetY(target.getBoundingClientRect().top, win.scrollY, headerHeight(doc), max), win);
    // Move keyboard focus along without a second jump.
    if (!target.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
      target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
