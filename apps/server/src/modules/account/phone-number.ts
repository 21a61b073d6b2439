import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { checkPhoneNumber, phoneCheckMessage } from '#server/lib/phone-numbers.ts';

/** Stores the number (E.164). 400 `invalid_phone_number` with the seed's message when it is not valid. */
export async function updatePhoneNumber(db: DbOrTx, input: { userId: string; phoneNumber: string; now: Date }): Promise<string> {
  const check = checkPhoneNumber(input.phoneNumber);
  if (!check.ok) {
    const message = phoneCheckMessage(check.code);
    throw appError('invalid_phone_number', { phoneNumber: [message] }, message);
  }
  await db.update(users).set({ phoneNumber: check.e164, updatedAt: input.now }).where(eq(users.id, input.userId));
  return check.e164;
}
