/** The platform operator's pages and API. */

export const operatorMessages = {
  /** The platform operator's pages and API. */
  operator: {
    clientErrors: {
      title: 'Naršyklių klaidų pranešimai',
      empty: 'Klaidų pranešimų nėra.',
    },
  },
} as const;
