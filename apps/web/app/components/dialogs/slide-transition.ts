/**
 * How the web push and PWA dialogs come and go (seed 2.2 items 5 and 7, 9): on the web they slide
 * down from above the window over 250 ms (`DIALOG_SLIDE_DURATION`); the app's modal (a phone's
 * width, at or below 600 px) moves from `top: 0` to `top: 15px` (`PWA_APP_MODAL`).
 */
import type { MantineTransition } from '@mantine/core';
import { BREAKPOINTS, DIALOG_SLIDE_DURATION, PWA_APP_MODAL } from '@vizitas/shared';

/** The web dialog: slides down into place. */
export const WEB_SLIDE: { transition: MantineTransition; duration: number } = { transition: 'slide-down', duration: DIALOG_SLIDE_DURATION };

/** The app modal: from top 0 to 15px (opacity with it, so it does not pop in). */
export const APP_MODAL_SLIDE: { transition: MantineTransition; duration: number } = {
  transition: {
    in: { opacity: 1, top: PWA_APP_MODAL.endTop },
    out: { opacity: 0, top: PWA_APP_MODAL.startTop },
    common: { position: 'relative' },
    transitionProperty: 'top, opacity',
  },
  duration: DIALOG_SLIDE_DURATION,
};

/** Whether the page is as wide as a phone (the app bundle's mobile breakpoint). */
export function isAppWidth(win: Window = window): boolean {
  return win.matchMedia?.(`(max-width: ${BREAKPOINTS.app.mobile}px)`).matches === true;
}
