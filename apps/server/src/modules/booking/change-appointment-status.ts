import { and, eq } from 'drizzle-orm';
import { applyAction, type AppointmentAction, type AppointmentStatus } from '@vizitas/booking-engine';
import { appointmentHistory, appointments, type Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import { isOverlapViolation } from '#server/core/db-errors.ts';
import { transactionWithEvents, type RecordEvent } from '#server/core/events.ts';
import { lockSpecialistTime } from './specialist-lock.ts';

export interface StatusChangeInput {
  appointmentId: string;
  /** When given, only an appointment of this business is found (the admin's scope). */
  businessId?: string;
  action: AppointmentAction;
  /** Null: the product itself (a past visit completed automatically). */
  byUserId: string | null;
  reason?: string | null;
}

/** What a transition did. */
export interface StatusChange {
  appointmentId: string;
  businessId: string;
  action: AppointmentAction;
  from: AppointmentStatus;
  to: AppointmentStatus;
}

/**
 * Moves an appointment through the status machine of the product (others answer 409
 * `invalid_transition`) and writes the history row, inside the caller's transaction. The row is
 * locked so two changes at once cannot both pass the check, then the specialist's time (the
 * changed row is weighed again by the exclusion constraint, decision 018).
 */
export async function transitionAppointment(tx: Tx, input: StatusChangeInput): Promise<StatusChange> {
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
  const next = applyAction(row.status, input.action);
  if (!next) throw appError('invalid_transition');
  await lockSpecialistTime(tx, [row.specialistId]);
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
  return { appointmentId: row.id, businessId: row.businessId, action: input.action, from: row.status, to: next };
}

/**
 * Records the event of a transition in its transaction (core/events.ts: the mails are enqueued
 * with it; the event goes out once it has committed).
 */
export function recordStatusChange(
  record: RecordEvent,
  change: StatusChange,
  by: { userId: string | null; side: 'customer' | 'business'; reason: string | null },
): Promise<void> {
  const event = { appointmentId: change.appointmentId, businessId: change.businessId, byUserId: by.userId };
  switch (change.action) {
    case 'confirm':
      return record('appointment.confirmed', event);
    case 'decline':
      return record('appointment.declined', { ...event, reason: by.reason });
    case 'cancel':
      return record('appointment.cancelled', { ...event, reason: by.reason, by: by.side });
    case 'complete':
      return record('appointment.completed', event);
    case 'no_show':
      return record('appointment.no_show', event);
  }
}

/** {@link transitionAppointment} in a transaction of its own, with its event. */
export async function changeAppointmentStatus(
  ctx: CommandContext,
  input: StatusChangeInput & { side: 'customer' | 'business' },
): Promise<AppointmentStatus> {
  try {
    const change = await transactionWithEvents(ctx, async (tx, record) => {
      const change = await transitionAppointment(tx, input);
      await recordStatusChange(record, change, { userId: input.byUserId, side: input.side, reason: input.reason ?? null });
      return change;
    });
    return change.to;
  } catch (error) {
    if (isOverlapViolation(error)) throw appError('slot_taken');
    throw error;
  }
}
