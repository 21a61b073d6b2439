/** The booking page in another site's frame (`/naujas-vizitas/{slug}/iterpti`). */
export const bookingEmbed = {
  /** Once a time is chosen: the booking goes on in a new tab. */
  continue: 'Tęsti registraciją',
  title: 'Laikas pasirinktas',
  /** `{date}`, `{time}`, `{brand}`. */
  text: '{date}, {time}. Pastabą specialistui parašysite ir registraciją patvirtinsite {brand} puslapyje – jis atsidarys naujame lange.',
} as const;
