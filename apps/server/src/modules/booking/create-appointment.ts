import { sql } from 'drizzle-orm';
import { isStartTimeAvailable, type SpecialistCandidate } from '@vizitas/booking-engine';
import type { Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { Appointment, CreateAppointmentInput } from '@vizitas/shared/schemas/appointment';
import type { CommandContext } from '#server/core/context.ts';
import { isOverlapViolation } from '#server/core/db-errors.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import {
  bookingRulesOf,
  businessCatalogue,
  candidatesOf,
  loadHeldTimes,
  visitOf,
  type BusinessRow,
  type VisitChoice,
} from '#server/modules/availability/index.ts';
import { isClientBlocked } from '#server/modules/clients/index.ts';
import { customerAppointmentView } from './presenter.ts';
import { lockSpecialistTime } from './specialist-lock.ts';

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

interface Inserted {
  id: string;
  createdAt: Date;
}

/**
 * The appointment, its services and its first history row written by ONE statement (data-
 * modifying CTEs): one round trip, all or nothing, after the transaction's turn on the
 * specialist's time (decision 018). The exclusion constraint decides: a visit or its buffer over
 * another's held time answers 409 `slot_taken`, never a second booking.
 */
async function writeAppointment(tx: Tx, input: NewAppointment): Promise<Inserted> {
  const startsAt = new Date(input.startMs).toISOString();
  const endsAt = new Date(input.startMs + input.visit.durationMin * 60_000).toISOString();
  const businessId = input.business.id;
  const lines = sql.join(
    input.visit.services.map(
      (service, position) =>
        sql`(${position}::int, ${service.id}::uuid, ${service.name}::text, ${service.durationMin}::int, ${service.priceCents}::int)`,
    ),
    sql`, `,
  );
  await lockSpecialistTime(tx, [input.specialistId]);
  try {
    const result = await tx.execute(sql`
      with created as (
        insert into appointments (business_id, specialist_id, customer_id, client_name, client_phone, starts_at, ends_at, status,
                                  customer_note, admin_note, price_cents, duration_min, buffer_after_min, created_by_user_id)
        values (${businessId}::uuid, ${input.specialistId}::uuid, ${input.customerId}::uuid, ${input.clientName ?? null}::text,
                ${input.clientPhone ?? null}::text, ${startsAt}::timestamptz, ${endsAt}::timestamptz, ${input.status}::text,
                ${input.customerNote || null}::text, ${input.adminNote || null}::text, ${input.visit.priceCents}::int,
                ${input.visit.durationMin}::int, ${input.visit.bufferAfterMin}::int, ${input.createdByUserId}::uuid)
        returning id, starts_at, ends_at, created_at
      ),
      lines as (
        insert into appointment_services (appointment_id, position, business_id, service_id, name, duration_min, price_cents)
        select created.id, line.position, ${businessId}::uuid, line.service_id, line.name, line.duration_min, line.price_cents
        from created cross join (values ${lines}) as line(position, service_id, name, duration_min, price_cents)
      ),
      history as (
        insert into appointment_history (appointment_id, business_id, action, to_status, starts_at, ends_at, changed_by_user_id)
        select created.id, ${businessId}::uuid, 'created', ${input.status}::text, created.starts_at, created.ends_at, ${input.createdByUserId}::uuid
        from created
      )
      select id, (extract(epoch from created_at) * 1000)::float8 as "createdMs" from created`);
    const [row] = (result as unknown as { rows: { id: string; createdMs: number }[] }).rows;
    return { id: row!.id, createdAt: new Date(Number(row!.createdMs)) };
  } catch (error) {
    if (isOverlapViolation(error)) throw appError('slot_taken');
    throw error;
  }
}

/**
 * Writes an appointment (with the buffer of its last service) with its services and its first
 * history row, all or nothing. The exclusion constraint decides races: an overlap of held times
 * answers 409 `slot_taken`, never a second booking. The caller records `appointment.created` in
 * the same transaction.
 */
export async function insertAppointment(tx: Tx, input: NewAppointment): Promise<string> {
  return (await writeAppointment(tx, input)).id;
}

function offeredBy(candidates: SpecialistCandidate[], business: BusinessRow, visit: VisitChoice, startMs: number, nowMs: number) {
  const rules = bookingRulesOf(business);
  return candidates.filter((candidate) =>
    isStartTimeAvailable(
      candidate.availability,
      rules,
      { nowMs, durationMin: visit.durationMin, bufferAfterMin: visit.bufferAfterMin },
      startMs,
    ),
  );
}

/**
 * A customer books, and gets the appointment as the API shows it (no re-read): the time must be
 * one the calendar offers (422 `slot_not_offered` when it is outside hours, a day off, too soon,
 * too far or off the grid; 409 `slot_taken` when another appointment holds it). With "any"
 * specialist the first free one takes it.
 *
 * Queries: the business's catalogue comes from the cache; the appointments around the time are
 * read (fresh, one indexed query) only when several specialists could take it (to choose the
 * free one); then one transaction: the turn on the specialist's time, one INSERT statement,
 * which the exclusion constraint checks (the visit and its buffer), and the mails of
 * `appointment.created` (their facts read and their jobs written with it).
 */
export async function bookCustomerAppointment(
  ctx: CommandContext,
  input: CreateAppointmentInput,
  customer: { id: string },
  nowMs: number,
): Promise<Appointment> {
  const { db } = ctx;
  const catalogue = await businessCatalogue(ctx, input.business, nowMs);
  const { business } = catalogue;
  // A client the business blocked is told only that the time cannot be booked online.
  if (await isClientBlocked(db, business.id, customer.id)) throw appError('booking_unavailable');
  const visit = visitOf(catalogue, input.services, input.specialist);
  const startMs = Date.parse(input.start);
  const ids = visit.specialists.map((row) => row.id);

  const offered = offeredBy(candidatesOf(catalogue, ids), business, visit, startMs, nowMs);
  if (offered.length === 0) throw appError('slot_not_offered');
  let free = offered;
  if (offered.length > 1) {
    const occupiedMs = (visit.durationMin + visit.bufferAfterMin) * 60_000;
    const offeredIds = offered.map((candidate) => candidate.specialistId);
    const held = await loadHeldTimes(db, offeredIds, startMs, startMs + occupiedMs);
    free = offeredBy(candidatesOf(catalogue, offeredIds, held), business, visit, startMs, nowMs);
    if (free.length === 0) throw appError('slot_taken');
  }

  const status = business.autoConfirm ? 'confirmed' : 'pending';
  let lastError: unknown;
  for (const candidate of free) {
    try {
      // The appointment and its mails (the event's transaction phase) commit together.
      const inserted = await transactionWithEvents(ctx, async (tx, record) => {
        const written = await writeAppointment(tx, {
          business,
          visit,
          specialistId: candidate.specialistId,
          startMs,
          status,
          customerId: customer.id,
          customerNote: input.note ?? null,
          createdByUserId: customer.id,
        });
        await record('appointment.created', {
          appointmentId: written.id,
          businessId: business.id,
          byUserId: customer.id,
          status,
          by: 'customer',
        });
        return written;
      });
      const specialist = visit.specialists.find((row) => row.id === candidate.specialistId)!;
      const services = visit.services.map((service) => ({
        serviceId: service.id,
        name: service.name,
        durationMin: service.durationMin,
        priceCents: service.priceCents,
        priceFrom: service.priceFrom,
      }));
      const facts = {
        id: inserted.id,
        status,
        startsAt: new Date(startMs),
        endsAt: new Date(startMs + visit.durationMin * 60_000),
        durationMin: visit.durationMin,
        priceCents: visit.priceCents,
        customerNote: input.note || null,
        customerId: customer.id,
        clientName: null,
        clientPhone: null,
        createdAt: inserted.createdAt,
      } as const;
      return customerAppointmentView(facts, business, specialist, services);
    } catch (error) {
      lastError = error;
      // Taken meanwhile by someone else: with "any", try the next free specialist.
      if (!(error instanceof Error && (error as { code?: string }).code === 'slot_taken')) throw error;
    }
  }
  throw lastError;
}
