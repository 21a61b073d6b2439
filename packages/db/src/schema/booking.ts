import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { specialists, services } from './catalog';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

/** `["HH:MM","HH:MM"]` local wall-clock intervals; keys "0".."6" = Sunday..Saturday. */
export type WeeklyHoursJson = Record<string, [string, string][]>;
export type IntervalsJson = [string, string][];

export const APPOINTMENT_STATUS_VALUES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show'] as const;

/** A specialist's weekly working hours (several intervals a day; gaps are breaks). */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHoursJson>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('schedules_specialist_id_unique').on(t.specialistId),
    index('schedules_business_id_idx').on(t.businessId),
    foreignKey({ columns: [t.businessId, t.specialistId], foreignColumns: [specialists.businessId, specialists.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A date on which a specialist works other hours than usual (`[]` = closed). */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    intervals: jsonb('intervals').$type<IntervalsJson>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('schedule_overrides_specialist_date_unique').on(t.specialistId, t.date),
    index('schedule_overrides_business_date_idx').on(t.businessId, t.date),
    foreignKey({ columns: [t.businessId, t.specialistId], foreignColumns: [specialists.businessId, specialists.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The business's own days off (laisvadieniai): a date range, for everyone or one specialist. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null: the whole business is closed. */
    specialistId: uuid('specialist_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    name: text('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('holidays_business_dates_idx').on(t.businessId, t.endDate),
    foreignKey({ columns: [t.businessId, t.specialistId], foreignColumns: [specialists.businessId, specialists.id] }).onDelete(
      'cascade',
    ),
    check('holidays_range_valid', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A Lithuanian public holiday on which the business works anyway (istraukti). */
export const publicHolidayExclusions = pgTable(
  'public_holiday_exclusions',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.date] })],
);

/**
 * A visit. Pending and confirmed appointments hold their time, from `starts_at` to `held_until`
 * (the end of the visit plus its buffer): the exclusion constraint `appointments_no_overlap`
 * (added by hand in the migrations, btree_gist) refuses two of them overlapping for one
 * specialist, so no visit starts in another's buffer either (decision 018).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id').notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** A walk-in client typed in by the admin (no account). */
    clientName: text('client_name'),
    clientPhone: text('client_phone'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUS_VALUES }).notNull(),
    customerNote: text('customer_note'),
    adminNote: text('admin_note'),
    priceCents: integer('price_cents').notNull(),
    durationMin: integer('duration_min').notNull(),
    /** Clean-up time after the visit, minutes (the last service's buffer when it was booked). */
    bufferAfterMin: integer('buffer_after_min').notNull().default(0),
    /**
     * The end of the visit plus its buffer: until then the specialist's time is held. Computed
     * by the database (in UTC, so the expression is immutable, as a generated column must be).
     */
    heldUntil: instant('held_until')
      .notNull()
      .generatedAlwaysAs(sql`timezone('UTC', timezone('UTC', ends_at) + make_interval(mins => buffer_after_min))`),
    cancellationReason: text('cancellation_reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_business_starts_idx').on(t.businessId, t.startsAt),
    index('appointments_specialist_starts_idx').on(t.specialistId, t.startsAt),
    index('appointments_customer_starts_idx').on(t.customerId, t.startsAt),
    /** A business's last booking (the operator's pipeline: active, dormant). */
    index('appointments_business_created_idx').on(t.businessId, t.createdAt),
    foreignKey({ columns: [t.businessId, t.specialistId], foreignColumns: [specialists.businessId, specialists.id] }),
    check('appointments_range_valid', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')`,
    ),
    check('appointments_client_present', sql`${t.customerId} is not null or ${t.clientName} is not null`),
    check('appointments_price_valid', sql`${t.priceCents} >= 0 and ${t.durationMin} > 0`),
    check('appointments_buffer_valid', sql`${t.bufferAfterMin} >= 0`),
  ],
);

/** The services of a visit, with the name, price and duration they had when it was booked. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    durationMin: integer('duration_min').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.position] }), index('appointment_services_business_id_idx').on(t.businessId)],
);

/** Every status change and move of an appointment: by whom and when. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** created, confirm, decline, cancel, complete, no_show, move, services, note. */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_history_appointment_idx').on(t.appointmentId, t.createdAt),
    index('appointment_history_business_idx').on(t.businessId),
  ],
);
