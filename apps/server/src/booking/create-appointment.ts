import { appointmentHistory, appointmentServices, appointments, type Db } from '@vizitas/db';
import { isStartTimeAvailable, localDateOf, type SpecialistCandidate } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import type { CreateAppointmentInput } from '@vizitas/shared/schemas/appointment';
import { bookingRulesOf, findBusinessOrThrow, loadCandidates, resolveVisit, type BusinessRow, type VisitChoice } from './booking-context.ts';
import { isOverlapViolation } from './constraint-errors.ts';

export interface NewAppointment {
  business: BusinessRow;
  visit: VisitChoice;
  specialistId: string;
  startMs: number;
  status: 'pending' | 'confirmed';
  customerId: string | null;
  clientName?: string | null;
  clientPhone?: string | null;
  customerNote?: string | null;
  adminNote?: string | null;
  createdByUserId: string;
}

/**
 * Writes an appointment with its services and its first history row in one transaction.
 * The exclusion constraint decides races: an overlap answers 409 `slot_taken`, never a second
 * booking.
 */
export async function insertAppointment(db: Db, input: NewAppointment): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appointments)
        .values({
          businessId: input.business.id,
          specialistId: input.specialistId,
          customerId: input.customerId,
          clientName: input.clientName ?? null,
          clientPhone: input.clientPhone ?? null,
          startsAt: new Date(input.startMs),
          endsAt: new Date(input.startMs + input.visit.durationMin * 60_000),
          status: input.status,
          customerNote: input.customerNote || null,
          adminNote: input.adminNote || null,
          priceCents: input.visit.priceCents,
          durationMin: input.visit.durationMin,
          createdByUserId: input.createdByUserId,
        })
        .returning({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt });
      await tx.insert(appointmentServices).values(
        input.visit.services.map((service, position) => ({
          appointmentId: row!.id,
          position,
          businessId: input.business.id,
          serviceId: service.id,
          name: service.name,
          durationMin: service.durationMin,
          priceCents: service.priceCents,
        })),
      );
      await tx.insert(appointmentHistory).values({
        appointmentId: row!.id,
        businessId: input.business.id,
        action: 'created',
        toStatus: input.status,
        startsAt: row!.startsAt,
        endsAt: row!.endsAt,
        changedByUserId: input.createdByUserId,
      });
      return row!.id;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw appError('slot_taken');
    throw error;
  }
}

function offeredBy(candidates: SpecialistCandidate[], business: BusinessRow, visit: VisitChoice, startMs: number, nowMs: number) {
  const rules = bookingRulesOf(business);
  return candidates.filter((candidate) =>
    isStartTimeAvailable(candidate.availability, rules, { nowMs, durationMin: visit.durationMin, bufferAfterMin: visit.bufferAfterMin }, startMs),
  );
}

/**
 * A customer books: the time must be one the calendar offers (422 `slot_not_offered` when it
 * is outside hours, a day off, too soon, too far or off the grid; 409 `slot_taken` when
 * another appointment holds it). With "any" specialist the first free one takes it.
 */
export async function createCustomerAppointment(
  db: Db,
  input: CreateAppointmentInput,
  customer: { id: string },
  nowMs: number,
): Promise<string> {
  const business = await findBusinessOrThrow(db, input.business);
  const visit = await resolveVisit(db, business.id, input.services, input.specialist);
  const startMs = Date.parse(input.start);
  const date = localDateOf(startMs, business.timeZone);
  const ids = visit.specialists.map((row) => row.id);

  const free = offeredBy(await loadCandidates(db, business, ids, date, date), business, visit, startMs, nowMs);
  if (free.length === 0) {
    const withoutBookings = offeredBy(await loadCandidates(db, business, ids, date, date, { withBookings: false }), business, visit, startMs, nowMs);
    throw appError(withoutBookings.length > 0 ? 'slot_taken' : 'slot_not_offered');
  }

  let lastError: unknown;
  for (const candidate of free) {
    try {
      return await insertAppointment(db, {
        business,
        visit,
        specialistId: candidate.specialistId,
        startMs,
        status: business.autoConfirm ? 'confirmed' : 'pending',
        customerId: customer.id,
        customerNote: input.note ?? null,
        createdByUserId: customer.id,
      });
    } catch (error) {
      lastError = error;
      // Taken meanwhile by someone else: with "any", try the next free specialist.
      if (!(error instanceof Error && (error as { code?: string }).code === 'slot_taken')) throw error;
    }
  }
  throw lastError;
}

