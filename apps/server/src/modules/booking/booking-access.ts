import type { DbOrTx } from '@vizitas/db';
import { findBusinessOrThrow } from '#server/modules/availability/index.ts';
import { isClientBlocked } from '#server/modules/clients/index.ts';

/**
 * Whether `customerId` may book the business `slug` online: not when the business blocked her.
 * The same rule the booking itself applies (`create-appointment.ts`), asked at the first step so
 * she is not led through five steps to a refusal. An unknown business: 404 `resource_not_found`.
 */
export async function bookingAccessOf(db: DbOrTx, slug: string, customerId: string): Promise<{ bookable: boolean }> {
  const business = await findBusinessOrThrow(db, slug);
  return { bookable: !(await isClientBlocked(db, business.id, customerId)) };
}
