import { and, eq } from 'drizzle-orm';
import { applyAction, type AppointmentAction, type AppointmentStatus } from '@vizitas/booking-engine';
import { appointmentHistory, appointments, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { isOverlapViolation } from '#server/core/db-errors.ts';
import { invalidateBookings } from '#server/modules/availability/index.ts';

/**
 * Moves an appointment through the status machine of the product (others answer 409
 * `invalid_transition`) and writes the history row in the same transaction. The row is locked
 * so two changes at once cannot both pass the check.
 */
export async function changeAppointmentStatus(
  db: Db,
  input: { appointmentId: string; businessId?: string; action: AppointmentAction; byUserId: string; reason?: string | null },
): Promise<AppointmentStatus> {
  let businessId: string | undefined;
  try {
    const next = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(
          input.businessId
            ? and(eq(appointments.id, input.appointmentId), eq(appointments.businessId, input.businessId))
            : eq(appointments.id, input.appointmentId),
        )
        .for('update');
      if (!row) throw appError('resource_not_found');
      businessId = row.businessId;
      const next = applyAction(row.status, input.action);
      if (!next) throw appError('invalid_transition');
      await tx
        .update(appointments)
        .set({ status: next, ...(input.reason ? { cancellationReason: input.reason } : {}) })
        .where(eq(appointments.id, row.id));
      await tx.insert(appointmentHistory).values({
        appointmentId: row.id,
        businessId: row.businessId,
        action: input.action,
        fromStatus: row.status,
        toStatus: next,
        changedByUserId: input.byUserId,
        ...(input.reason ? { detail: { reason: input.reason } } : {}),
      });
      return next;
    });
    // The time it held (or now holds) shows in the calendar at once.
    invalidateBookings(db, businessId!);
    return next;
  } catch (error) {
    if (isOverlapViolation(error)) throw appError('slot_taken');
    throw error;
  }
}
