import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  // seed 2.1: mobile at or below 600 px, tablet up to 992 px, desktop above (in px: 601 and 993)
  breakpoints: { xs: '36em', sm: '37.5625em', md: '62.0625em', lg: '75em', xl: '88em' },
  // A dialog's title bar is no banner of the page: Mantine renders it as <header>, which outside a
  // sectioning element (the dialog is a section with role="dialog") is a second `banner` landmark
  // beside the navbar's (axe: landmark-no-duplicate-banner, landmark-unique).
  components: {
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) has a contrast of 3.3:1 on white; this gray keeps
 * at least 4.5:1 (WCAG AA) on white, gray-0 page backgrounds and the light pink ones.
 * Filled red buttons (the destructive actions: cancel, decline, block) and the error colour
 * (error texts, the calendar's weekend days) use red 9: on white, red 8 is 4.1:1, red 9 5.0:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
  },
  dark: {},
});
