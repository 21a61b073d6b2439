import type { Tx } from '../client';
import { supportActions, supportGrants } from '../schema/index';

const HOUR_MS = 3_600_000;

/**
 * The demo owner's support access (`/administratorius/nustatymai#pagalbos-prieiga`): a 2-hour
 * grant five days ago, ended by her after an hour, and the two changes the operator made under it.
 */
export async function insertDemoSupportAccess(
  tx: Tx,
  input: { now: Date; businessId: string; ownerUserId: string | null; operatorId: string | null },
): Promise<void> {
  const start = new Date(input.now.getTime() - 5 * 24 * HOUR_MS);
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR_MS);
  const [grant] = await tx
    .insert(supportGrants)
    .values({
      businessId: input.businessId,
      grantedByUserId: input.ownerUserId,
      startsAt: start,
      endsAt: at(2),
      endedAt: at(1),
      endedByUserId: input.ownerUserId,
    })
    .returning({ id: supportGrants.id });
  await tx.insert(supportActions).values([
    {
      businessId: input.businessId,
      grantId: grant!.id,
      operatorId: input.operatorId,
      method: 'PUT',
      route: '/api/admin/schedule/{specialistId}',
      summary: 'Pakeisti specialisto savaitės darbo laiką',
      at: at(0.25),
    },
    {
      businessId: input.businessId,
      grantId: grant!.id,
      operatorId: input.operatorId,
      method: 'PATCH',
      route: '/api/admin/business/{id}/booking-rules',
      summary: 'Keisti registracijos taisykles',
      at: at(0.5),
    },
  ]);
}
