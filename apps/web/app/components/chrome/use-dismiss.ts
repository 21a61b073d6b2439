import { type RefObject, useEffect } from 'react';

/**
 * While `active`: a pointer press outside `root` calls `dismiss(false)`, Escape calls
 * `dismiss(true)` (the caller returns focus to its trigger). Used by the navbar dropdowns and
 * the bottom bar lists.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, active: boolean, dismiss: (byEscape: boolean) => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, active, dismiss]);
}
