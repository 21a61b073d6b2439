import { asc, eq, inArray } from 'drizzle-orm';
import { isHoldingStatus } from '@vizitas/booking-engine';
import { appointmentHistory, appointmentServices, appointments, specialistServices, type Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { ADMIN_BOOKING_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/common';
import type { AdminUpdateAppointmentInput } from '@vizitas/shared/schemas/admin/appointments';
import type { CommandContext } from '#server/core/context.ts';
import { isOverlapViolation } from '#server/core/db-errors.ts';
import { transactionWithEvents, type DomainEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { resolveVisit } from '#server/modules/availability/index.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { recordStatusChange, transitionAppointment } from './change-appointment-status.ts';
import { lockSpecialistTime } from './specialist-lock.ts';

type ServiceLine = { serviceId: string | null; name: string; durationMin: number; priceCents: number };

/** The longest visit a resize may make: 12 hours. */
const MAX_VISIT_MINUTES = 12 * 60;

/** The length a resize asks for: whole 5 minutes, 5 minutes to 12 hours (400 `validation_failed` otherwise). */
function lengthUntil(start: Date, end: Date): number {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > MAX_VISIT_MINUTES || minutes % 5 !== 0) {
    throw appError('validation_failed', { end: [ADMIN_BOOKING_FIELD_MESSAGES.visitLength] });
  }
  return minutes;
}

const line = (row: ServiceLine): ServiceLine => ({
  serviceId: row.serviceId,
  name: row.name,
  durationMin: row.durationMin,
  priceCents: row.priceCents,
});

/** The new specialist must offer every (still existing) service of the visit. */
async function assertOffers(tx: Tx, scope: TenantScope, specialistId: string, serviceIds: string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const links = await tx
    .select({ serviceId: specialistServices.serviceId })
    .from(specialistServices)
    .where(
      scope.where(
        specialistServices,
        eq(specialistServices.specialistId, specialistId),
        inArray(specialistServices.serviceId, serviceIds),
      ),
    );
  if (new Set(links.map((link) => link.serviceId)).size !== new Set(serviceIds).size) throw appError('services_not_offered');
}

/**
 * The admin changes an appointment: private note, services (duration, price and end
 * recomputed), move (new start and/or specialist) and a status action, all in ONE transaction
 * with one history row per change (`note`, `services`, `move`, then the action's own row).
 *
 * - Only pending and confirmed appointments can be moved or get other services (409
 *   `invalid_transition` otherwise); the note can always be changed.
 * - A move may leave working hours (the admin decides), but the exclusion constraint refuses
 *   an overlap of held times (visits and their buffers) with another holding appointment: 409
 *   `slot_taken`, and nothing of the request is written — no history row either. The row is
 *   locked first, then the old and the new specialist's time (decision 018).
 * - Other services bring the buffer of the new last service; a move or a resize keeps the buffer.
 * - The action goes through `transitionAppointment` (the status machine of PRODUCT.md, 409
 *   `invalid_transition` for any other).
 * - `end` (the calendar's resize) gives the visit another length, whatever its services add up
 *   to; later moves keep that length. It counts as a move (the customer is told the new times).
 * - `notifyCustomer: false` moves it without mailing the customer (the event says so).
 * The events are recorded in the transaction (the mails are enqueued with it) and go out once it
 * has committed: a move, or else other services; then the status action's.
 * Another business's appointment is "not found".
 */
export async function updateAdminAppointment(
  ctx: CommandContext,
  scope: TenantScope,
  id: string,
  input: AdminUpdateAppointmentInput,
): Promise<void> {
  try {
    await transactionWithEvents(ctx, async (tx, record) => {
      let movedEvent: DomainEvents['appointment.moved'] | undefined;
      const [row] = await tx
        .select()
        .from(appointments)
        .where(scope.where(appointments, eq(appointments.id, id)))
        .for('update');
      if (!row) throw appError('resource_not_found');
      await lockSpecialistTime(tx, [row.specialistId, input.specialist ?? row.specialistId]);
      const history: Omit<typeof appointmentHistory.$inferInsert, 'businessId'>[] = [];
      const entry = (action: string, detail: Record<string, unknown> | null, range?: { start: Date; end: Date }) =>
        history.push({
          appointmentId: row.id,
          action,
          fromStatus: row.status,
          toStatus: row.status,
          startsAt: range?.start ?? null,
          endsAt: range?.end ?? null,
          changedByUserId: scope.userId,
          detail,
        });

      const changes: Partial<typeof appointments.$inferInsert> = {};

      // 1. The private note.
      if (input.adminNote !== undefined) {
        const note = input.adminNote || null;
        if (note !== row.adminNote) {
          changes.adminNote = note;
          entry('note', null);
        }
      }

      const wantsMove = input.start !== undefined || input.end !== undefined || input.specialist !== undefined;
      if ((wantsMove || input.services !== undefined) && !isHoldingStatus(row.status)) throw appError('invalid_transition');

      const specialistId = input.specialist ?? row.specialistId;
      if (specialistId !== row.specialistId) await requireSpecialist(tx, scope, specialistId);

      // 2. The services.
      const oldLines = (
        await tx
          .select()
          .from(appointmentServices)
          .where(scope.where(appointmentServices, eq(appointmentServices.appointmentId, row.id)))
          .orderBy(asc(appointmentServices.position))
      ).map(line);
      let durationMin = row.durationMin;
      let newLines: ServiceLine[] | null = null;
      if (input.services !== undefined) {
        const sameServices =
          input.services.length === oldLines.length &&
          input.services.every((serviceId, i) => oldLines[i]!.serviceId === serviceId);
        if (!sameServices) {
          const visit = await resolveVisit(tx, scope.businessId, input.services, specialistId);
          newLines = visit.services.map((service) => ({
            serviceId: service.id,
            name: service.name,
            durationMin: service.durationMin,
            priceCents: service.priceCents,
          }));
          durationMin = visit.durationMin;
          changes.durationMin = visit.durationMin;
          changes.priceCents = visit.priceCents;
          if (visit.bufferAfterMin !== row.bufferAfterMin) changes.bufferAfterMin = visit.bufferAfterMin;
        }
      }
      if (newLines === null && specialistId !== row.specialistId) {
        await assertOffers(
          tx,
          scope,
          specialistId,
          oldLines.map((service) => service.serviceId).filter((serviceId): serviceId is string => serviceId !== null),
        );
      }

      // 3. The time and the specialist; a new end (a resize) sets the length whatever the services add up to.
      const start = input.start !== undefined ? new Date(input.start) : row.startsAt;
      if (input.end !== undefined) {
        durationMin = lengthUntil(start, new Date(input.end));
        if (durationMin !== row.durationMin) changes.durationMin = durationMin;
      }
      const end = new Date(start.getTime() + durationMin * 60_000);
      if (newLines !== null) {
        entry(
          'services',
          {
            from: oldLines,
            to: newLines,
            fromPriceCents: row.priceCents,
            toPriceCents: changes.priceCents,
            fromDurationMin: row.durationMin,
            toDurationMin: durationMin,
          },
          { start, end },
        );
      }
      const moved =
        start.getTime() !== row.startsAt.getTime() || end.getTime() !== row.endsAt.getTime() || specialistId !== row.specialistId;
      const servicesChanged = newLines !== null;
      if (moved) {
        movedEvent = {
          appointmentId: row.id,
          businessId: row.businessId,
          byUserId: scope.userId,
          from: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), specialistId: row.specialistId },
          to: { start: start.toISOString(), end: end.toISOString(), specialistId },
          notifyCustomer: input.notifyCustomer ?? true,
        };
        entry(
          'move',
          {
            from: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), specialistId: row.specialistId },
            to: { start: start.toISOString(), end: end.toISOString(), specialistId },
            ...(input.end !== undefined ? { fromDurationMin: row.durationMin, toDurationMin: durationMin } : {}),
          },
          { start, end },
        );
      }
      if (moved || newLines !== null) {
        changes.startsAt = start;
        changes.endsAt = end;
        changes.specialistId = specialistId;
      }

      if (Object.keys(changes).length > 0) {
        // The exclusion constraint checks the new held range here (23P01 → slot_taken, all rolled back).
        await tx
          .update(appointments)
          .set(changes)
          .where(scope.where(appointments, eq(appointments.id, row.id)));
      }
      if (newLines !== null) {
        await tx
          .delete(appointmentServices)
          .where(scope.where(appointmentServices, eq(appointmentServices.appointmentId, row.id)));
        await tx
          .insert(appointmentServices)
          .values(scope.values(newLines.map((service, position) => ({ ...service, appointmentId: row.id, position }))));
      }
      if (history.length > 0) await tx.insert(appointmentHistory).values(scope.values(history));

      // 4. The status (its own history row, in this same transaction).
      const statusChange = input.action
        ? await transitionAppointment(tx, {
            appointmentId: row.id,
            businessId: scope.businessId,
            action: input.action,
            byUserId: scope.userId,
            reason: input.reason ?? null,
          })
        : undefined;

      // What changed, told to the rest of the product (mail enqueued here; the rest after commit).
      if (movedEvent) await record('appointment.moved', movedEvent);
      else if (servicesChanged)
        await record('appointment.changed', { appointmentId: row.id, businessId: row.businessId, byUserId: scope.userId });
      if (statusChange)
        await recordStatusChange(record, statusChange, { userId: scope.userId, side: 'business', reason: input.reason ?? null });
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw appError('slot_taken');
    throw error;
  }
}
