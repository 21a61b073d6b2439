/** The platform operator's pages and API. */
export const operator = {
  clientErrors: {
    title: 'Naršyklių klaidų pranešimai',
    empty: 'Klaidų pranešimų nėra.',
  },
} as const;
