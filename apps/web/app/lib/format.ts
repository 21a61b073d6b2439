/** THE price formatter (`@vizitas/shared`'s): 3500 → "35 €", 5550 → "55,50 €", `{ from: true }` → "nuo 55,50 €". */
export { formatPrice } from '@vizitas/shared';

/** THE duration and deadline formatters (`@vizitas/shared`'s, the mails use them too): 90 → "1 val. 30 min.", 2880 → "2 d.". */
export { formatDeadline, formatDuration } from '@vizitas/shared';
