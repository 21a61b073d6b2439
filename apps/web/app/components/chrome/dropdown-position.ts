/**
 * Keeps an open dropdown panel inside the window (like Floating UI's `shift`): the sideways
 * shift in px for a panel spanning `left`…`right`, with a margin to the window's edges.
 * Only sideways: the panel stays below its trigger.
 */
export function panelShift(left: number, right: number, viewportWidth: number, margin = 8): number {
  if (right > viewportWidth - margin) return Math.max(margin - left, viewportWidth - margin - right);
  if (left < margin) return margin - left;
  return 0;
}
