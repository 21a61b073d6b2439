import { count, inArray } from 'drizzle-orm';
import { appointments } from '@vizitas/db';
import { AppError, appError } from '@vizitas/shared';
import type { CancelAppointmentsInput } from '@vizitas/shared/schemas/admin/schedule-changes';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { updateAdminAppointment } from '#server/modules/booking/index.ts';

/**
 * A change of working hours, and the visits the admin chose to cancel with it
 * (`cancelAppointments`, after the list of affected visits):
 * 1. every visit named must be the business's (404 `resource_not_found` otherwise, nothing written);
 * 2. the change is written (its own command, its own checks: a refused change cancels nothing);
 * 3. each visit is cancelled through the appointment command, as an admin's cancellation with
 *    the message as its reason: history row, `appointment.cancelled`, the customer's mail with the
 *    calendar file's CANCEL. A visit that meanwhile stopped holding its time (the customer
 *    cancelled it) is left as it is and not listed as cancelled.
 */
export async function withCancellations<T>(
  ctx: CommandContext,
  scope: TenantScope,
  cancel: CancelAppointmentsInput | undefined,
  change: () => Promise<T>,
): Promise<{ result: T; cancelledAppointments: string[] }> {
  const ids = cancel?.ids.map((id) => id.toLowerCase()) ?? [];
  if (ids.length > 0) {
    const [found] = await ctx.db
      .select({ n: count() })
      .from(appointments)
      .where(scope.where(appointments, inArray(appointments.id, ids)));
    if ((found?.n ?? 0) !== ids.length) throw appError('resource_not_found');
  }
  const result = await change();
  const cancelledAppointments: string[] = [];
  for (const id of ids) {
    try {
      await updateAdminAppointment(ctx, scope, id, { action: 'cancel', ...(cancel?.reason ? { reason: cancel.reason } : {}) });
      cancelledAppointments.push(id);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'invalid_transition' || error.code === 'resource_not_found')) continue;
      throw error;
    }
  }
  return { result, cancelledAppointments };
}
