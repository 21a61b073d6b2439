/** The platform operator's pages and API. */

/** The platform operator's pages and API. */
export const operator = {
  clientErrors: {
    title: 'Naršyklių klaidų pranešimai',
    empty: 'Klaidų pranešimų nėra.',
  },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const operatorMessages = { operator } as const;
