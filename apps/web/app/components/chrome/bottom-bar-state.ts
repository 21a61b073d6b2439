/** Pure rules of the mobile bottom bar (seed 4 "Bottom bar dropdowns", 9). */
import { bottomBarListHeight } from '@vizitas/shared';

/**
 * Clicking a trigger opens its list and closes the others; clicking the open trigger closes it.
 * Returns the key of the list open afterwards (null: none).
 */
export function toggleBottomBarList(openKey: string | null, clickedKey: string): string | null {
  return openKey === clickedKey ? null : clickedKey;
}

/** The inline height of a list: items × 50 + 1 px when open, 0 when closed. */
export function listHeight(items: number, open: boolean): number {
  return open ? bottomBarListHeight(items) : 0;
}

/** The body's bottom padding for a bar of this height (0 when the bar is hidden). */
export function bodyPaddingBottom(barHeight: number): string {
  return `${Number.isFinite(barHeight) && barHeight > 0 ? Math.ceil(barHeight) : 0}px`;
}
