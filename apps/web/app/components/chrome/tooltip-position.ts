/**
 * Where a tooltip goes (pure, unit-tested): above its trigger, centred, unless there is more room
 * below; kept inside the window with a margin; the arrow still points at the trigger's centre.
 */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type TooltipSide = 'top' | 'bottom';

export interface TooltipPlacement {
  side: TooltipSide;
  /** Window (fixed) coordinates of the tooltip's top-left corner. */
  top: number;
  left: number;
  /** The arrow's centre, from the tooltip's left edge. */
  arrowLeft: number;
}

/** Space between the trigger and the tooltip, and between the tooltip and the window's edges. */
export const TOOLTIP_GAP = 8;
export const TOOLTIP_MARGIN = 8;
/** The arrow keeps this far from the tooltip's rounded corners. */
const ARROW_INSET = 12;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

export function placeTooltip(
  trigger: Box,
  tip: Size,
  viewport: Size,
  gap = TOOLTIP_GAP,
  margin = TOOLTIP_MARGIN,
): TooltipPlacement {
  const roomAbove = trigger.top - gap - margin;
  const roomBelow = viewport.height - (trigger.top + trigger.height) - gap - margin;
  const side: TooltipSide = tip.height <= roomAbove || roomAbove >= roomBelow ? 'top' : 'bottom';
  const top = side === 'top' ? trigger.top - gap - tip.height : trigger.top + trigger.height + gap;
  const centre = trigger.left + trigger.width / 2;
  const left = clamp(centre - tip.width / 2, margin, viewport.width - margin - tip.width);
  const arrowLeft = clamp(centre - left, ARROW_INSET, tip.width - ARROW_INSET);
  return { side, top: Math.round(top), left: Math.round(left), arrowLeft: Math.round(arrowLeft) };
}

/**
 * What a trigger's tooltip shows: the markup of one of our own elements named by
 * `data-tooltip-template` (HTML allowed: the product renders it), else the plain text of
 * `data-tooltip` (never read as HTML), else nothing.
 */
export type TooltipSource = { kind: 'template'; id: string } | { kind: 'text'; text: string } | null;

export function tooltipSource(attributes: { template: string | null; text: string | null }): TooltipSource {
  const id = attributes.template?.trim();
  if (id) return { kind: 'template', id };
  const text = attributes.text?.trim();
  if (text) return { kind: 'text', text };
  return null;
}
