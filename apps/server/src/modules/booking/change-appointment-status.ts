import { and, eq } from 'drizzle-orm';
import { appointmentHistory, appointments, businesses, type Db } from '@vizitas/db';
import { applyAction, type AppointmentAction, type AppointmentStatus } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import { invalidateBookings } from '#server/modules/availability/index.ts';
import { isOverlapViolation } from '#server/core/db-errors.ts';

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

/**
 * The customer cancels their own appointment (the seed's "decline"): allowed while it holds
 * time and the business's cancellation deadline has not passed (409 `cancellation_closed`).
 * Another customer's appointment is "not found".
 */
export async function cancelByCustomer(
  db: Db,
  input: { appointmentId: string; customerId: string; reason?: string | null },
  nowMs: number,
): Promise<AppointmentStatus> {
  const [row] = await db
    .select({ startsAt: appointments.startsAt, status: appointments.status, deadlineMin: businesses.cancellationDeadlineMin })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.customerId, input.customerId)));
  if (!row) throw appError('resource_not_found');
  if (row.status !== 'pending' && row.status !== 'confirmed') throw appError('invalid_transition');
  if (row.startsAt.getTime() - row.deadlineMin * 60_000 < nowMs) throw appError('cancellation_closed');
  return changeAppointmentStatus(db, {
    appointmentId: input.appointmentId,
    action: 'cancel',
    byUserId: input.customerId,
    reason: input.reason ?? null,
  });
}
