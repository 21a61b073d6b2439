import { and, eq } from 'drizzle-orm';
import { isHoldingStatus, type AppointmentStatus } from '@vizitas/booking-engine';
import { appointments, businesses } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import { changeAppointmentStatus } from './change-appointment-status.ts';

/**
 * The customer cancels their own appointment (the seed's "decline"): allowed while it holds
 * time and the business's cancellation deadline has not passed (409 `cancellation_closed`).
 * Another customer's appointment is "not found".
 */
export async function cancelByCustomer(
  ctx: CommandContext,
  input: { appointmentId: string; customerId: string; reason?: string | null },
  nowMs: number,
): Promise<AppointmentStatus> {
  const [row] = await ctx.db
    .select({ startsAt: appointments.startsAt, status: appointments.status, deadlineMin: businesses.cancellationDeadlineMin })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.customerId, input.customerId)));
  if (!row) throw appError('resource_not_found');
  if (!isHoldingStatus(row.status)) throw appError('invalid_transition');
  if (row.startsAt.getTime() - row.deadlineMin * 60_000 < nowMs) throw appError('cancellation_closed');
  return changeAppointmentStatus(ctx, {
    appointmentId: input.appointmentId,
    action: 'cancel',
    byUserId: input.customerId,
    reason: input.reason ?? null,
    side: 'customer',
  });
}
