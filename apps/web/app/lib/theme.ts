import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '37.5em', md: '62em', lg: '75em', xl: '88em' },
});
