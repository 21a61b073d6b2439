/**
 * Test helper: every admin booking endpoint as (method, URL builder, body builder), a business
 * fixture that gives each of them a record to act on, a snapshot of one business's rows and a
 * request helper. The tenant-isolation matrix (`admin-isolation.test.ts`) runs over
 * `ADMIN_BOOKING_ENDPOINTS`; another suite can reuse the list the same way.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  businesses,
  clientCards,
  holidays,
  publicHolidayExclusions,
  scheduleOverrides,
  schedules,
  services,
  specialistServices,
  specialists,
  type Db,
} from '@vizitas/db';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import { SALON_WEEK, makeMember, makeSalon, makeUser, type TestUser } from './factories.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The records of one business that the endpoints act on. */
export interface AdminEndpointIds {
  businessId: string;
  specialistId: string;
  serviceId: string;
  /** A second service the specialist offers. */
  secondServiceId: string;
  appointmentId: string;
  overrideId: string;
  holidayId: string;
  /** The customer with an appointment at the business (a client: her card can be read and written). */
  customerId: string;
}

export interface AdminEndpoint {
  name: string;
  method: HttpMethod;
  /** The route as the OpenAPI document writes it, e.g. `/api/admin/appointment/{id}`. */
  route: string;
  /**
   * The URL acting on the records `target`, in the business `scope` (the `?business=` the
   * request names; routes under `/business/{id}/` take the business from the path, i.e.
   * `target.businessId`, and ignore `scope`).
   */
  url(target: AdminEndpointIds, scope: string): string;
  /** A valid body (the business's own admin gets 2xx with it). */
  body?(target: AdminEndpointIds, scope: string): unknown;
  /** A read of a list: with the admin's own scope it answers 200 with their own rows only. */
  list?: boolean;
}

/**
 * Dates the bodies use: the fixture's "now" is Monday 2027-03-22 (Europe/Vilnius). Tests that
 * use these endpoints pin `now` to `ADMIN_FIXTURE_NOW`.
 */
export const ADMIN_FIXTURE_NOW = new Date('2027-03-22T08:00:00Z');

const q = (scope: string) => `?business=${scope}`;

/** Every admin booking endpoint, in an order in which one admin can run them all on their own business. */
export const ADMIN_BOOKING_ENDPOINTS: readonly AdminEndpoint[] = [
  {
    name: 'list appointments',
    method: 'GET',
    route: '/api/admin/appointments',
    url: (_t, s) => `/api/admin/appointments${q(s)}`,
    list: true,
  },
  {
    name: 'create appointment',
    method: 'POST',
    route: '/api/admin/appointments',
    url: () => '/api/admin/appointments',
    body: (t, s) => ({
      business: s,
      specialist: t.specialistId,
      services: [t.serviceId],
      start: '2027-03-26T16:00:00.000Z',
      clientName: 'Jonas Jonaitis',
      clientPhone: '+37060000000',
    }),
  },
  {
    name: 'show appointment',
    method: 'GET',
    route: '/api/admin/appointment/{id}',
    url: (t, s) => `/api/admin/appointment/${t.appointmentId}${q(s)}`,
  },
  {
    name: 'appointment note',
    method: 'GET',
    route: '/api/admin/appointment/{id}/note',
    url: (t, s) => `/api/admin/appointment/${t.appointmentId}/note${q(s)}`,
  },
  {
    name: 'move appointment and change note',
    method: 'PATCH',
    route: '/api/admin/appointment/{id}',
    url: (t, s) => `/api/admin/appointment/${t.appointmentId}${q(s)}`,
    body: () => ({ start: '2027-03-24T11:00:00.000Z', adminNote: 'Perkelta telefonu' }),
  },
  {
    name: 'change appointment services',
    method: 'PATCH',
    route: '/api/admin/appointment/{id}',
    url: (t, s) => `/api/admin/appointment/${t.appointmentId}${q(s)}`,
    body: (t) => ({ services: [t.serviceId, t.secondServiceId] }),
  },
  {
    name: 'appointment status',
    method: 'PATCH',
    route: '/api/admin/appointment/{id}',
    url: (t, s) => `/api/admin/appointment/${t.appointmentId}${q(s)}`,
    body: () => ({ action: 'cancel', reason: 'Klientas paprašė' }),
  },
  {
    name: 'admin shell',
    method: 'GET',
    route: '/api/admin/shell',
    url: (_t, s) => `/api/admin/shell${q(s)}`,
    list: true,
  },
  {
    name: 'calendar week',
    method: 'GET',
    route: '/api/admin/calendar',
    url: (_t, s) => `/api/admin/calendar${q(s)}&from=2027-03-22&to=2027-03-28`,
    list: true,
  },
  {
    name: 'calendar week of one specialist',
    method: 'GET',
    route: '/api/admin/calendar',
    url: (t, s) => `/api/admin/calendar${q(s)}&from=2027-03-22&to=2027-03-28&specialist=${t.specialistId}`,
  },
  {
    name: 'list services',
    method: 'GET',
    route: '/api/admin/services',
    url: (_t, s) => `/api/admin/services${q(s)}`,
    list: true,
  },
  {
    name: 'create service',
    method: 'POST',
    route: '/api/admin/services',
    url: (_t, s) => `/api/admin/services${q(s)}`,
    body: (t) => ({ name: 'Barzdos kirpimas', durationMin: 30, priceCents: 1500, specialistIds: [t.specialistId] }),
  },
  {
    name: 'order services',
    method: 'PUT',
    route: '/api/admin/services/order',
    url: (_t, s) => `/api/admin/services/order${q(s)}`,
    body: (t) => ({ ids: [t.serviceId] }),
  },
  {
    name: 'edit service',
    method: 'PATCH',
    route: '/api/admin/service/{id}',
    url: (t, s) => `/api/admin/service/${t.serviceId}${q(s)}`,
    body: (t) => ({ name: 'Kirpimas ir šukuosena', priceCents: 4000, specialistIds: [t.specialistId] }),
  },
  {
    name: 'deactivate service',
    method: 'POST',
    route: '/api/admin/service/{id}/deactivate',
    url: (t, s) => `/api/admin/service/${t.serviceId}/deactivate${q(s)}`,
  },
  {
    name: 'activate service',
    method: 'POST',
    route: '/api/admin/service/{id}/activate',
    url: (t, s) => `/api/admin/service/${t.serviceId}/activate${q(s)}`,
  },
  {
    name: 'show weekly schedule',
    method: 'GET',
    route: '/api/admin/schedule/{specialistId}',
    url: (t, s) => `/api/admin/schedule/${t.specialistId}${q(s)}`,
  },
  {
    name: 'replace weekly schedule',
    method: 'PUT',
    route: '/api/admin/schedule/{specialistId}',
    url: (t, s) => `/api/admin/schedule/${t.specialistId}${q(s)}`,
    body: () => ({ weeklyHours: { ...SALON_WEEK, '0': [['10:00', '12:00']] } }),
  },
  {
    name: 'list schedule overrides',
    method: 'GET',
    route: '/api/admin/schedule-overrides',
    url: (_t, s) => `/api/admin/schedule-overrides${q(s)}`,
    list: true,
  },
  {
    name: 'create schedule override',
    method: 'POST',
    route: '/api/admin/schedule-overrides',
    url: (_t, s) => `/api/admin/schedule-overrides${q(s)}`,
    body: (t) => ({
      specialist: t.specialistId,
      date: '2027-03-31',
      intervals: [['09:00', '12:00']],
      note: 'Seminaras po pietų',
    }),
  },
  {
    name: 'edit schedule override',
    method: 'PATCH',
    route: '/api/admin/schedule-override/{id}',
    url: (t, s) => `/api/admin/schedule-override/${t.overrideId}${q(s)}`,
    body: () => ({ intervals: [['11:00', '15:00']], note: 'Vėliau' }),
  },
  {
    name: 'show schedule override',
    method: 'GET',
    route: '/api/admin/schedule-override/{id}',
    url: (t, s) => `/api/admin/schedule-override/${t.overrideId}${q(s)}`,
  },
  {
    name: 'appointments a schedule change would leave outside working hours',
    method: 'POST',
    route: '/api/admin/schedule/affected-appointments',
    url: (_t, s) => `/api/admin/schedule/affected-appointments${q(s)}`,
    body: (t) => ({ change: 'override', specialist: t.specialistId, date: '2027-03-24', intervals: [] }),
  },
  {
    name: 'list days off',
    method: 'GET',
    route: '/api/admin/holidays',
    url: (_t, s) => `/api/admin/holidays${q(s)}`,
    list: true,
  },
  {
    name: 'create day off',
    method: 'POST',
    route: '/api/admin/holidays',
    url: (_t, s) => `/api/admin/holidays${q(s)}`,
    body: (t) => ({ startDate: '2027-04-12', endDate: '2027-04-13', specialist: t.specialistId, name: 'Mokymai' }),
  },
  {
    name: 'edit day off',
    method: 'PATCH',
    route: '/api/admin/holiday/{id}',
    url: (t, s) => `/api/admin/holiday/${t.holidayId}${q(s)}`,
    body: () => ({ name: 'Atostogos prie jūros' }),
  },
  {
    name: 'show day off',
    method: 'GET',
    route: '/api/admin/holiday/{id}',
    url: (t, s) => `/api/admin/holiday/${t.holidayId}${q(s)}`,
  },
  {
    name: 'public holidays of a year',
    method: 'GET',
    route: '/api/admin/business/{id}/public-holidays',
    url: (t) => `/api/admin/business/${t.businessId}/public-holidays?year=2027`,
  },
  {
    name: 'exclude a public holiday',
    method: 'POST',
    route: '/api/admin/business/{id}/public-holidays/{date}/exclude',
    url: (t) => `/api/admin/business/${t.businessId}/public-holidays/2027-03-29/exclude`,
  },
  {
    name: 'undo a public holiday exclusion',
    method: 'POST',
    route: '/api/admin/business/{id}/public-holidays/{date}/include',
    url: (t) => `/api/admin/business/${t.businessId}/public-holidays/2027-06-24/include`,
  },
  {
    name: 'show booking rules',
    method: 'GET',
    route: '/api/admin/business/{id}/booking-rules',
    url: (t) => `/api/admin/business/${t.businessId}/booking-rules`,
  },
  {
    name: 'change booking rules',
    method: 'PATCH',
    route: '/api/admin/business/{id}/booking-rules',
    url: (t) => `/api/admin/business/${t.businessId}/booking-rules`,
    body: () => ({ slotStepMin: 30, autoConfirm: true }),
  },
  {
    name: 'list clients',
    method: 'GET',
    route: '/api/admin/clients',
    url: (_t, s) => `/api/admin/clients${q(s)}&q=Testas`,
    list: true,
  },
  {
    name: 'show client card',
    method: 'GET',
    route: '/api/admin/user/{id}/client-card',
    url: (t, s) => `/api/admin/user/${t.customerId}/client-card${q(s)}`,
  },
  {
    name: 'write client card and block the client',
    method: 'POST',
    route: '/api/admin/user/{id}/client-card',
    url: (t, s) => `/api/admin/user/${t.customerId}/client-card${q(s)}`,
    body: () => ({ notes: 'Mėgsta ramybę', allergies: 'Lateksas', blocked: true }),
  },
  {
    name: 'delete schedule override',
    method: 'DELETE',
    route: '/api/admin/schedule-override/{id}',
    url: (t, s) => `/api/admin/schedule-override/${t.overrideId}${q(s)}`,
  },
  {
    name: 'delete day off',
    method: 'DELETE',
    route: '/api/admin/holiday/{id}',
    url: (t, s) => `/api/admin/holiday/${t.holidayId}${q(s)}`,
  },
];

/** An appointment written straight to the database (with its service line and `created` history row). */
export async function insertTestAppointment(
  db: Db,
  input: {
    businessId: string;
    specialistId: string;
    service: { id: string; name: string; durationMin: number; priceCents: number };
    customerId?: string | null;
    clientName?: string | null;
    clientPhone?: string | null;
    start: string;
    status: AppointmentStatus;
    customerNote?: string | null;
    adminNote?: string | null;
  },
): Promise<string> {
  const startsAt = new Date(input.start);
  const endsAt = new Date(startsAt.getTime() + input.service.durationMin * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({
      businessId: input.businessId,
      specialistId: input.specialistId,
      customerId: input.customerId ?? null,
      clientName: input.clientName ?? (input.customerId ? null : 'Vardenis Pavardenis'),
      clientPhone: input.clientPhone ?? null,
      startsAt,
      endsAt,
      status: input.status,
      customerNote: input.customerNote ?? null,
      adminNote: input.adminNote ?? null,
      priceCents: input.service.priceCents,
      durationMin: input.service.durationMin,
      createdByUserId: input.customerId ?? null,
    })
    .returning({ id: appointments.id });
  await db.insert(appointmentServices).values({
    appointmentId: row!.id,
    position: 0,
    businessId: input.businessId,
    serviceId: input.service.id,
    name: input.service.name,
    durationMin: input.service.durationMin,
    priceCents: input.service.priceCents,
  });
  await db.insert(appointmentHistory).values({
    appointmentId: row!.id,
    businessId: input.businessId,
    action: 'created',
    toStatus: input.status,
    startsAt,
    endsAt,
    changedByUserId: input.customerId ?? null,
  });
  return row!.id;
}

export interface AdminFixture {
  ids: AdminEndpointIds;
  salon: Awaited<ReturnType<typeof makeSalon>>;
  owner: TestUser;
  customer: TestUser;
}

/**
 * A salon (makeSalon) with an owner, a customer with a confirmed appointment on Wednesday
 * 2027-03-24 10:00, a schedule override on 2027-03-25, a day off 2027-04-05..06 and the
 * public holiday 2027-06-24 (Joninės) excluded.
 */
export async function makeAdminFixture(db: Db, overrides: Parameters<typeof makeSalon>[1] = {}): Promise<AdminFixture> {
  const salon = await makeSalon(db, overrides);
  const businessId = salon.business.id;
  const owner = await makeMember(db, businessId, 'owner');
  const customer = await makeUser(db, { phoneNumber: '+37061234567' });
  const appointmentId = await insertTestAppointment(db, {
    businessId,
    specialistId: salon.specialist.id,
    service: salon.haircut,
    customerId: customer.id,
    start: '2027-03-24T08:00:00.000Z',
    status: 'confirmed',
    customerNote: 'Prašau trumpiau',
    adminNote: 'Alergija dažams',
  });
  const [override] = await db
    .insert(scheduleOverrides)
    .values({ businessId, specialistId: salon.specialist.id, date: '2027-03-25', intervals: [['10:00', '14:00']] })
    .returning();
  const [holiday] = await db
    .insert(holidays)
    .values({ businessId, startDate: '2027-04-05', endDate: '2027-04-06', name: 'Atostogos' })
    .returning();
  await db.insert(publicHolidayExclusions).values({ businessId, date: '2027-06-24' });
  return {
    ids: {
      businessId,
      specialistId: salon.specialist.id,
      serviceId: salon.haircut.id,
      secondServiceId: salon.fringe.id,
      appointmentId,
      overrideId: override!.id,
      holidayId: holiday!.id,
      customerId: customer.id,
    },
    salon,
    owner,
    customer,
  };
}

/** Every row one business owns, in a stable order: compare two snapshots to see that nothing changed. */
export async function tenantSnapshot(db: Db, businessId: string): Promise<string> {
  const rows = await Promise.all([
    db.select().from(businesses).where(eq(businesses.id, businessId)),
    db.select().from(specialists).where(eq(specialists.businessId, businessId)).orderBy(asc(specialists.id)),
    db.select().from(services).where(eq(services.businessId, businessId)).orderBy(asc(services.id)),
    db
      .select()
      .from(specialistServices)
      .where(eq(specialistServices.businessId, businessId))
      .orderBy(asc(specialistServices.specialistId), asc(specialistServices.serviceId)),
    db.select().from(schedules).where(eq(schedules.businessId, businessId)).orderBy(asc(schedules.id)),
    db.select().from(scheduleOverrides).where(eq(scheduleOverrides.businessId, businessId)).orderBy(asc(scheduleOverrides.id)),
    db.select().from(holidays).where(eq(holidays.businessId, businessId)).orderBy(asc(holidays.id)),
    db
      .select()
      .from(publicHolidayExclusions)
      .where(eq(publicHolidayExclusions.businessId, businessId))
      .orderBy(asc(publicHolidayExclusions.date)),
    db.select().from(appointments).where(eq(appointments.businessId, businessId)).orderBy(asc(appointments.id)),
    db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.businessId, businessId))
      .orderBy(asc(appointmentServices.appointmentId), asc(appointmentServices.position)),
    db.select().from(appointmentHistory).where(eq(appointmentHistory.businessId, businessId)).orderBy(asc(appointmentHistory.id)),
    db.select().from(clientCards).where(eq(clientCards.businessId, businessId)).orderBy(asc(clientCards.id)),
  ]);
  return JSON.stringify(rows);
}

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely
  body: any;
}

/**
 * One API request as `user` (null: a visitor), from the app's own origin (the CSRF check wants
 * it for state-changing requests with a session cookie).
 */
export async function apiRequest(
  app: FastifyInstance,
  user: TestUser | null,
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: { origin: 'http://localhost', ...(user ? { cookie: user.cookie } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}
