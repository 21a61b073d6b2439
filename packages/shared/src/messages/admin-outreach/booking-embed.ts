/** The booking page in another site's frame (`/naujas-vizitas/{slug}/iterpti`). */
export const bookingEmbed = {
  /** Once a time is chosen: the booking goes on in a new tab. */
  continue: 'Tęsti registraciją',
  title: 'Laikas pasirinktas',
  /** `{date}`, `{time}`, `{brandGenitive}` (`BRAND.genitive`). */
  text: '{date}, {time}. Pastabą specialistui parašysite ir registraciją patvirtinsite {brandGenitive} puslapyje – jis atsidarys naujame lange.',
} as const;
