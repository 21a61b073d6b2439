/**
 * Tooltips (seed 2.2 item 10, 9 "Tooltip z-index 2000"): any element with `data-tooltip="text"`
 * (plain text) or `data-tooltip-template="{id}"` (the markup of our own hidden element with that
 * id: HTML allowed, but only from the product's templates, never from what people typed) shows a
 * tooltip while hovered or focused. One tooltip element for the page, fixed to the window, with
 * the shift-away animation (it starts next to the trigger and moves away while fading in). The
 * trigger is described by it (`aria-describedby`) while it shows; Escape, scrolling or leaving
 * hides it. Installed by the chrome runtime (delegated listeners: later content works too).
 */
import { TOOLTIP } from '@vizitas/shared';
import { placeTooltip, tooltipSource } from './tooltip-position';
import './tooltips.css';

const TRIGGER = '[data-tooltip], [data-tooltip-template]';
const TOOLTIP_ID = 'vz-tooltip';
/** As long as the CSS transition. */
const HIDE_AFTER_MS = 160;

interface State {
  tip: HTMLElement;
  content: HTMLElement;
  arrow: HTMLElement;
  trigger: HTMLElement | null;
  describedBy: string | null;
  hideTimer: number | undefined;
}

let state: State | null = null;

function tooltipElement(doc: Document): State {
  if (state?.tip.isConnected) return state;
  const tip = doc.createElement('div');
  tip.id = TOOLTIP_ID;
  tip.className = 'vz-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.dataset.state = 'hidden';
  tip.dataset.animation = TOOLTIP.animation;
  tip.style.zIndex = String(TOOLTIP.zIndex);
  tip.hidden = true;
  const content = doc.createElement('div');
  content.className = 'vz-tooltip__content';
  const arrow = doc.createElement('div');
  arrow.className = 'vz-tooltip__arrow';
  tip.append(content, arrow);
  doc.body.append(tip);
  state = { tip, content, arrow, trigger: null, describedBy: null, hideTimer: undefined };
  return state;
}

/** Fills the tooltip; false when the trigger has nothing to show. */
function fill(doc: Document, content: HTMLElement, trigger: HTMLElement): boolean {
  const source = tooltipSource({
    template: trigger.getAttribute('data-tooltip-template'),
    text: trigger.getAttribute('data-tooltip'),
  });
  if (source?.kind === 'template') {
    const template = doc.getElementById(source.id);
    if (!template) return false;
    const nodes =
      template instanceof HTMLTemplateElement
        ? [template.content.cloneNode(true)]
        : [...template.childNodes].map((node) => node.cloneNode(true));
    content.replaceChildren(...nodes);
    // Cloned markup must not bring ids or focusable elements along.
    for (const element of content.querySelectorAll('[id]')) element.removeAttribute('id');
    return content.textContent?.trim() !== '';
  }
  if (source?.kind === 'text') {
    content.textContent = source.text;
    return true;
  }
  return false;
}

function release(current: State): void {
  const trigger = current.trigger;
  if (!trigger) return;
  if (current.describedBy === null) trigger.removeAttribute('aria-describedby');
  else trigger.setAttribute('aria-describedby', current.describedBy);
  current.trigger = null;
  current.describedBy = null;
}

export function showTooltip(trigger: HTMLElement, doc: Document = document): void {
  const current = tooltipElement(doc);
  const win = doc.defaultView ?? window;
  if (current.trigger === trigger && current.tip.dataset.state === 'visible') return;
  win.clearTimeout(current.hideTimer);
  release(current);
  if (!fill(doc, current.content, trigger)) {
    hideTooltip(doc);
    return;
  }
  const { tip, arrow } = current;
  current.trigger = trigger;
  current.describedBy = trigger.getAttribute('aria-describedby');
  trigger.setAttribute('aria-describedby', [current.describedBy, TOOLTIP_ID].filter(Boolean).join(' '));

  tip.hidden = false;
  tip.dataset.state = 'hidden';
  // Measured at the window's corner: at its last place it could be squeezed by the window's edge.
  tip.style.top = '0px';
  tip.style.left = '0px';
  const rect = trigger.getBoundingClientRect();
  const size = tip.getBoundingClientRect();
  const placement = placeTooltip(
    { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
    { width: size.width, height: size.height },
    { width: doc.documentElement.clientWidth, height: win.innerHeight },
  );
  tip.dataset.placement = placement.side;
  tip.style.top = `${placement.top}px`;
  tip.style.left = `${placement.left}px`;
  arrow.style.left = `${placement.arrowLeft}px`;
  // The hidden state is laid out first, so the change to visible animates.
  void tip.offsetWidth;
  tip.dataset.state = 'visible';
}

export function hideTooltip(doc: Document = document): void {
  const current = state;
  if (!current || current.tip.dataset.state === 'hidden') return;
  const win = doc.defaultView ?? window;
  release(current);
  current.tip.dataset.state = 'hidden';
  win.clearTimeout(current.hideTimer);
  current.hideTimer = win.setTimeout(() => {
    if (current.tip.dataset.state === 'hidden') current.tip.hidden = true;
  }, HIDE_AFTER_MS);
}

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(TRIGGER) : null;
}

let installed = false;

export function installTooltips(doc: Document = document): void {
  if (installed) return;
  installed = true;

  doc.addEventListener('mouseover', (event) => {
    const trigger = triggerOf(event.target);
    if (trigger) showTooltip(trigger, doc);
  });
  doc.addEventListener('mouseout', (event) => {
    const trigger = state?.trigger;
    if (!trigger || !(event.target instanceof Node) || !trigger.contains(event.target)) return;
    const next = event.relatedTarget;
    if (next instanceof Node && trigger.contains(next)) return;
    // A trigger that has keyboard focus keeps its tooltip.
    if (trigger.matches(':focus-visible')) return;
    hideTooltip(doc);
  });
  doc.addEventListener('focusin', (event) => {
    const trigger = triggerOf(event.target);
    if (trigger) showTooltip(trigger, doc);
  });
  doc.addEventListener('focusout', (event) => {
    const trigger = state?.trigger;
    if (!trigger || !(event.target instanceof Node) || !trigger.contains(event.target)) return;
    const next = event.relatedTarget;
    if (next instanceof Node && trigger.contains(next)) return;
    hideTooltip(doc);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideTooltip(doc);
  });
  // A tooltip would stay where its trigger was.
  doc.addEventListener('scroll', () => hideTooltip(doc), { capture: true, passive: true });
  doc.defaultView?.addEventListener('resize', () => hideTooltip(doc));
}
