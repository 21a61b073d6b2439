/** Limits of the contact form, without zod (the page's first-load code needs only these). */

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Messages one client address may send per window (kept in `contact_messages`). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
