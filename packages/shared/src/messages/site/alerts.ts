/** Dismissible alert banners (seed 2.2 item 12). */
export const alerts = {
  dismiss: 'Uždaryti pranešimą',
} as const;
