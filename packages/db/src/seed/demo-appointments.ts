import {
  addDays,
  localDateOf,
  parseWallClockTime,
  workingDay,
  zonedDateTimeToEpochMs,
  formatWallClockTime,
  type AppointmentAction,
  type AppointmentStatus,
  type LocalDate,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import type { appointmentHistory, appointmentServices, appointments } from '../schema/index';
import {
  ADMIN_NOTES,
  BUSINESS_CANCELLATION_REASONS,
  CUSTOMER_CANCELLATION_REASONS,
  CUSTOMER_NOTES,
  demoClientPool,
  isMostlyForMen,
  likelyGender,
  type DemoClient,
} from './demo-clients';
import { Prng } from './prng';

// Appointments of the demo businesses over the past two weeks and the coming three: inside the
// specialists' effective working hours, on each business's slot grid, never two at once for one
// specialist, about 30–60 % of the working time booked. Built in memory from a seeded random
// stream: the same "now" always gives the same appointments (only the ids differ).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Days before today with appointments (the past two weeks). */
export const DEMO_PAST_DAYS = 14;
/** Days after today with appointments (the coming three weeks). */
export const DEMO_FUTURE_DAYS = 21;

export interface DemoServiceInfo {
  id: string;
  name: string;
  /** The business's service category; a two-service visit combines two categories. */
  categoryName: string;
  durationMin: number;
  priceCents: number;
  bufferAfterMin: number;
}

export interface DemoSpecialistInfo {
  id: string;
  name: string;
  /** Effective working hours: weekly hours, overrides, days off, public holidays. */
  hours: WorkingHoursInput;
  services: DemoServiceInfo[];
}

export interface DemoBusinessInfo {
  id: string;
  slug: string;
  timeZone: string;
  slotStepMin: number;
  autoConfirm: boolean;
  onboarded: boolean;
  /** The owner's user id when the business has an account (changes are made by them). */
  ownerUserId: string | null;
  specialists: DemoSpecialistInfo[];
}

export interface DemoAppointmentsInput {
  now: Date;
  businesses: readonly DemoBusinessInfo[];
  /** The demo customer (klientas@vizitas.lt). */
  demoCustomerId: string;
  /** Makes ids for appointments and history rows (PGlite's gen_random_uuid() is slow in bulk). */
  newId: () => string;
}

type AppointmentRow = typeof appointments.$inferInsert & { id: string };
type AppointmentServiceRow = typeof appointmentServices.$inferInsert;
type AppointmentHistoryRow = typeof appointmentHistory.$inferInsert & { id: string };

export interface DemoAppointmentRows {
  appointments: AppointmentRow[];
  services: AppointmentServiceRow[];
  history: AppointmentHistoryRow[];
}

/** A booked time of one specialist, before status and client are decided. */
interface Slot {
  business: DemoBusinessInfo;
  specialist: DemoSpecialistInfo;
  date: LocalDate;
  startMs: number;
  endMs: number;
  services: DemoServiceInfo[];
}

type Client = { kind: 'customer' } | { kind: 'walk-in'; client: DemoClient };

interface Visit {
  slot: Slot;
  status: AppointmentStatus;
  /** Status path from creation, e.g. ['pending', 'confirmed', 'completed']. */
  path: AppointmentStatus[];
  client: Client;
  customerNote: string | null;
  adminNote: string | null;
  cancellation: { by: 'customer' | 'business'; reason: string } | null;
  createdMs: number;
}

/** The demo customer's visits: at least two past ones (one at the demo admin's studio) and two to come. */
interface CustomerVisitPlan {
  slug: string;
  /** Local days relative to today, both inclusive. */
  fromDay: number;
  toDay: number;
  status: AppointmentStatus;
  /** Visits whose services match are preferred. */
  prefer: RegExp;
  note: string | null;
}

const CUSTOMER_VISIT_PLANS: CustomerVisitPlan[] = [
  { slug: 'studija-aiste', fromDay: -13, toDay: -5, status: 'completed', prefer: /Blakstienų priauginimas/, note: null },
  {
    slug: 'kirpykla-zirkles',
    fromDay: -12,
    toDay: -2,
    status: 'completed',
    prefer: /Moteriškas kirpimas/,
    note: 'Tik galiukus, ilgį palikti.',
  },
  { slug: 'masazo-erdve-ramybe', fromDay: -10, toDay: -1, status: 'cancelled', prefer: /nugaros/, note: null },
  { slug: 'studija-aiste', fromDay: 3, toDay: 12, status: 'confirmed', prefer: /korekcija/, note: null },
  { slug: 'nagu-namai', fromDay: 2, toDay: 9, status: 'pending', prefer: /lakavim/, note: 'Norėčiau pasitarti dėl nagų formos.' },
];

/** Builds the demo appointments, their services and history, ready to insert. */
export function buildDemoAppointments(input: DemoAppointmentsInput): DemoAppointmentRows {
  const nowMs = input.now.getTime();
  const visits: Visit[] = [];
  for (const business of input.businesses) {
    if (!business.onboarded) continue;
    const today = localDateOf(nowMs, business.timeZone);
    const slots = business.specialists.flatMap((specialist) => specialistSlots(business, specialist, today));
    visits.push(...decideVisits(business, slots, today, nowMs));
  }
  assignDemoCustomer(visits, input.businesses, nowMs);

  const rows: DemoAppointmentRows = { appointments: [], services: [], history: [] };
  for (const visit of visits) addRows(rows, visit, input, nowMs);
  return rows;
}

/** One specialist's booked times over the demo window, on the grid, without overlaps. */
function specialistSlots(business: DemoBusinessInfo, specialist: DemoSpecialistInfo, today: LocalDate): Slot[] {
  const services = specialist.services;
  if (services.length === 0) return [];
  const rng = new Prng(`${today}|${business.slug}|${specialist.name}|slots`);
  const step = business.slotStepMin;
  const busyFactor = rng.between(0.85, 1.15);
  const averageDuration = services.reduce((sum, service) => sum + service.durationMin, 0) / services.length;
  const averageBuffer = services.reduce((sum, service) => sum + service.bufferAfterMin, 0) / services.length;
  const averageVisit = averageDuration * 1.1;
  const slots: Slot[] = [];

  for (let offset = -DEMO_PAST_DAYS; offset <= DEMO_FUTURE_DAYS; offset++) {
    const date = addDays(today, offset);
    const day = workingDay(specialist.hours, date);
    if (day.intervals.length === 0) continue;

    // Share of working time to book: the past and the next week are busy, later weeks fill up less.
    const base = offset <= 7 ? 0.45 : 0.45 - (0.2 * (offset - 7)) / (DEMO_FUTURE_DAYS - 7);
    const target = Math.min(0.8, Math.max(0.2, base * busyFactor * rng.between(0.75, 1.25)));
    // Free time per visit that gives the target share, spent as skipped grid steps.
    const gapPerVisit = Math.max(0, averageVisit * (1 / target - 1) - averageBuffer);
    const meanSkip = 2.5 * step;
    const skipChance = gapPerVisit / (gapPerVisit + meanSkip);

    let busyUntil = -1;
    for (const [startText, endText] of day.intervals) {
      const intervalStart = parseWallClockTime(startText);
      const intervalEnd = parseWallClockTime(endText);
      let cursor = intervalStart;
      if (busyUntil > cursor) cursor = intervalStart + Math.ceil((busyUntil - intervalStart) / step) * step;
      while (cursor < intervalEnd) {
        if (rng.chance(skipChance)) {
          cursor += step * rng.int(1, 4);
          continue;
        }
        const chosen = chooseServices(rng, services, intervalEnd - cursor);
        if (chosen === null) break;
        const durationMin = chosen.reduce((sum, service) => sum + service.durationMin, 0);
        const startMs = zonedDateTimeToEpochMs(date, formatWallClockTime(cursor), business.timeZone);
        slots.push({ business, specialist, date, startMs, endMs: startMs + durationMin * MINUTE_MS, services: chosen });
        // The last service's buffer keeps the next visit away (it may run into a break).
        busyUntil = cursor + durationMin + chosen[chosen.length - 1]!.bufferAfterMin;
        cursor = intervalStart + Math.ceil((busyUntil - intervalStart) / step) * step;
      }
    }
  }
  return slots;
}

/** One service, sometimes two of different categories, that fit in `availableMin`. */
function chooseServices(rng: Prng, services: readonly DemoServiceInfo[], availableMin: number): DemoServiceInfo[] | null {
  const fitting = services.filter((service) => service.durationMin <= availableMin);
  if (fitting.length === 0) return null;
  const first = rng.pick(fitting);
  if (rng.chance(0.2)) {
    const seconds = fitting.filter(
      (service) => service.categoryName !== first.categoryName && first.durationMin + service.durationMin <= availableMin,
    );
    if (seconds.length > 0) return [first, rng.pick(seconds)];
  }
  return [first];
}

/** Statuses, clients, notes and booking times of one business's slots. */
function decideVisits(business: DemoBusinessInfo, slots: Slot[], today: LocalDate, nowMs: number): Visit[] {
  const rng = new Prng(`${today}|${business.slug}|visits`);
  const specialists = business.specialists.length;
  const pool = demoClientPool(rng, 10 + 12 * specialists, 4 + 5 * specialists, new Set(['Ieva Petrauskienė']));
  const women = pool.filter((client) => client.gender === 'female');
  const men = pool.filter((client) => client.gender === 'male');

  return slots.map((slot): Visit => {
    const gender = likelyGender(
      rng,
      slot.services.map((service) => service.name),
    );
    const client = rng.pick(gender === 'male' ? men : women);
    const { path, cancellation } = statusPath(rng, business.autoConfirm, slot, nowMs);

    // Booked between 6 hours and 3 weeks before the visit (more often shortly before), never after now.
    const leadMs = 6 * HOUR_MS + rng.next() ** 2 * 20 * DAY_MS;
    const createdMs = secondOf(Math.min(slot.startMs - leadMs, nowMs - rng.between(5, 180) * MINUTE_MS));

    return {
      slot,
      status: path[path.length - 1]!,
      path,
      client: { kind: 'walk-in', client },
      customerNote: rng.chance(0.12) ? rng.pick(CUSTOMER_NOTES) : null,
      adminNote: rng.chance(0.06) ? rng.pick(ADMIN_NOTES) : null,
      cancellation,
      createdMs,
    };
  });
}

/**
 * How a walk-in visit's status went from booking until now. The salon typed it in, so it is
 * confirmed from the start, except requests still waiting for an answer (pending). Past visits
 * are mostly completed (some cancelled, a few no-shows); visits to come are confirmed or pending
 * (a few cancelled).
 */
function statusPath(
  rng: Prng,
  autoConfirm: boolean,
  slot: Slot,
  nowMs: number,
): { path: AppointmentStatus[]; cancellation: Visit['cancellation'] } {
  const roll = rng.next();
  let path: AppointmentStatus[];
  if (slot.endMs <= nowMs) {
    path = ['confirmed', roll < 0.07 ? 'cancelled' : roll < 0.12 ? 'no_show' : 'completed'];
  } else if (slot.startMs <= nowMs) {
    path = ['confirmed']; // in progress
  } else if (roll < 0.05) {
    path = [!autoConfirm && rng.chance(0.4) ? 'pending' : 'confirmed', 'cancelled'];
  } else {
    path = [!autoConfirm && roll < 0.3 ? 'pending' : 'confirmed'];
  }
  if (path[path.length - 1] !== 'cancelled') return { path, cancellation: null };
  const by = rng.chance(0.7) ? 'customer' : 'business';
  return {
    path,
    cancellation: { by, reason: rng.pick(by === 'customer' ? CUSTOMER_CANCELLATION_REASONS : BUSINESS_CANCELLATION_REASONS) },
  };
}

/** Gives the demo customer the visits of {@link CUSTOMER_VISIT_PLANS}, each on its own day. */
function assignDemoCustomer(visits: Visit[], businesses: readonly DemoBusinessInfo[], nowMs: number): void {
  const usedDates = new Set<LocalDate>();
  for (const plan of CUSTOMER_VISIT_PLANS) {
    const business = businesses.find((candidate) => candidate.slug === plan.slug && candidate.onboarded);
    if (business === undefined) continue;
    const today = localDateOf(nowMs, business.timeZone);
    const rng = new Prng(`${today}|${plan.slug}|${plan.status}|customer`);
    const past = plan.status === 'completed' || plan.status === 'no_show' || plan.status === 'cancelled';
    const own = visits.filter(
      (visit) =>
        visit.slot.business === business &&
        visit.client.kind === 'walk-in' &&
        !usedDates.has(visit.slot.date) &&
        (past ? visit.slot.endMs <= nowMs : visit.slot.startMs > nowMs + 2 * HOUR_MS) &&
        !isMostlyForMen(visit.slot.services.map((service) => service.name)),
    );
    const within = (fromDay: number, toDay: number) => {
      const first = addDays(today, fromDay);
      const last = addDays(today, toDay);
      return own.filter((visit) => visit.slot.date >= first && visit.slot.date <= last);
    };
    let candidates = within(plan.fromDay, plan.toDay);
    if (candidates.length === 0) candidates = own;
    if (candidates.length === 0) throw new Error(`Demo data: no visit for the demo customer at ${plan.slug}`);
    const preferred = candidates.filter((visit) => visit.slot.services.some((service) => plan.prefer.test(service.name)));
    const visit = rng.pick(preferred.length > 0 ? preferred : candidates);

    const initial: AppointmentStatus = business.autoConfirm ? 'confirmed' : 'pending';
    visit.client = { kind: 'customer' };
    visit.status = plan.status;
    visit.customerNote = plan.note;
    visit.adminNote = null;
    visit.cancellation = null;
    switch (plan.status) {
      case 'pending':
      case 'confirmed':
        visit.path = initial === plan.status ? [initial] : [initial, plan.status];
        break;
      case 'cancelled':
        visit.path = [initial, 'cancelled'];
        visit.cancellation = { by: 'customer', reason: 'Pasikeitė darbo grafikas.' };
        break;
      default:
        visit.path = initial === 'confirmed' ? ['confirmed', plan.status] : ['pending', 'confirmed', plan.status];
    }
    usedDates.add(visit.slot.date);
  }
}

const ACTION_TO: Partial<Record<AppointmentStatus, AppointmentAction>> = {
  confirmed: 'confirm',
  declined: 'decline',
  cancelled: 'cancel',
  completed: 'complete',
  no_show: 'no_show',
};

function addRows(rows: DemoAppointmentRows, visit: Visit, input: DemoAppointmentsInput, nowMs: number): void {
  const id = input.newId();
  const businessId = visit.slot.business.id;
  const owner = visit.slot.business.ownerUserId;
  const customerId = visit.client.kind === 'customer' ? input.demoCustomerId : null;
  const createdBy = customerId ?? owner;
  const startsAt = new Date(visit.slot.startMs);
  const endsAt = new Date(visit.slot.endMs);
  const rng = new Prng(`${visit.slot.startMs}|${visit.slot.specialist.name}|history`);

  rows.history.push({
    id: input.newId(),
    appointmentId: id,
    businessId,
    action: 'created',
    fromStatus: null,
    toStatus: visit.path[0]!,
    startsAt,
    endsAt,
    changedByUserId: createdBy,
    createdAt: new Date(visit.createdMs),
  });
  let lastMs = visit.createdMs;
  for (let i = 1; i < visit.path.length; i++) {
    const from = visit.path[i - 1]!;
    const to = visit.path[i]!;
    const limit = Math.min(visit.slot.startMs, nowMs);
    let atMs: number;
    if (to === 'confirmed') atMs = lastMs + Math.min(rng.between(5, 480) * MINUTE_MS, (limit - lastMs) / 2);
    else if (to === 'cancelled') atMs = lastMs + (limit - lastMs) * rng.between(0.2, 0.95);
    else if (to === 'no_show') atMs = Math.min(visit.slot.startMs + 20 * MINUTE_MS, nowMs);
    else atMs = Math.min(visit.slot.endMs + rng.between(0, 20) * MINUTE_MS, nowMs);
    atMs = Math.max(secondOf(atMs), lastMs + 1000);
    const byCustomer = to === 'cancelled' && visit.cancellation?.by === 'customer';
    rows.history.push({
      id: input.newId(),
      appointmentId: id,
      businessId,
      action: ACTION_TO[to]!,
      fromStatus: from,
      toStatus: to,
      changedByUserId: byCustomer ? customerId : owner,
      detail: to === 'cancelled' && visit.cancellation ? { reason: visit.cancellation.reason } : null,
      createdAt: new Date(atMs),
    });
    lastMs = atMs;
  }

  let priceCents = 0;
  let durationMin = 0;
  visit.slot.services.forEach((service, position) => {
    priceCents += service.priceCents;
    durationMin += service.durationMin;
    rows.services.push({
      appointmentId: id,
      position,
      businessId,
      serviceId: service.id,
      name: service.name,
      durationMin: service.durationMin,
      priceCents: service.priceCents,
    });
  });

  rows.appointments.push({
    id,
    businessId,
    specialistId: visit.slot.specialist.id,
    customerId,
    clientName: visit.client.kind === 'walk-in' ? visit.client.client.name : null,
    clientPhone: visit.client.kind === 'walk-in' ? visit.client.client.phone : null,
    startsAt,
    endsAt,
    status: visit.status,
    customerNote: visit.customerNote,
    adminNote: visit.adminNote,
    priceCents,
    durationMin,
    cancellationReason: visit.cancellation?.reason ?? null,
    createdByUserId: createdBy,
    createdAt: new Date(visit.createdMs),
    updatedAt: new Date(lastMs),
  });
}

function secondOf(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
