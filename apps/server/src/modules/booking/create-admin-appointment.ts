import { eq } from 'drizzle-orm';
import { appointments, type DbOrTx } from '@vizitas/db';
import type { AdminCreateAppointmentInput } from '@vizitas/shared/schemas/admin/appointments';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';
import { resolveVisit } from '#server/modules/availability/index.ts';
import { requireSpecialist, scopedBusiness } from '#server/modules/business/index.ts';
import { insertAppointment } from './create-appointment.ts';

/**
 * A customer the admin may name: someone who already has an appointment with this business
 * (a client of theirs). Other accounts of the platform are not the business's to pick, so
 * their ids answer `unknown_reference` like ids that do not exist.
 */
async function requireClient(db: DbOrTx, scope: TenantScope, customerId: string): Promise<void> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.customerId, customerId)))
    .limit(1);
  if (!row) throw unknownReference('customerId');
}

/**
 * The admin books a visit: any time, also outside working hours and on days off, but never
 * over another pending or confirmed appointment of the specialist (the exclusion constraint
 * answers 409 `slot_taken`). The client is a walk-in (name and phone) or an existing client
 * of the business. The services must be active ones the specialist offers (422
 * `services_not_offered`). Confirmed unless the admin says pending; created by the admin.
 */
export async function createAdminAppointment(
  ctx: CommandContext,
  scope: TenantScope,
  input: AdminCreateAppointmentInput,
): Promise<string> {
  const { db } = ctx;
  const business = await scopedBusiness(db, scope);
  await requireSpecialist(db, scope, input.specialist);
  if (input.customerId) await requireClient(db, scope, input.customerId);
  const visit = await resolveVisit(db, business.id, input.services, input.specialist);
  return transactionWithEvents(ctx, async (tx, record) => {
    const id = await insertAppointment(tx, {
      business,
      visit,
      specialistId: input.specialist,
      startMs: Date.parse(input.start),
      status: input.status,
      customerId: input.customerId ?? null,
      clientName: input.clientName ?? null,
      clientPhone: input.clientPhone || null,
      customerNote: input.customerNote ?? null,
      adminNote: input.adminNote ?? null,
      createdByUserId: scope.userId,
    });
    await record('appointment.created', {
      appointmentId: id,
      businessId: business.id,
      byUserId: scope.userId,
      status: input.status,
      by: 'business',
    });
    return id;
  });
}
