/**
 * The business admin's booking API (`/api/admin/…`): appointments, services, weekly schedules,
 * schedule overrides, days off, public holidays and booking rules. Every request and response
 * is described here once, for Fastify, the OpenAPI document and the admin forms.
 *
 * The business an admin request acts in is named by the optional query parameter `business`
 * (a uuid; needed only when the member has more than one business), or by the path
 * `/api/admin/business/{id}/…`.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  adminAppointmentListQuerySchema,
  adminAppointmentSchema,
  adminCreateAppointmentSchema,
  adminUpdateAppointmentSchema,
  appointmentStatusSchema,
} from './appointment.ts';
import { dayIntervalsSchema, localDateSchema, weeklyHoursSchema } from './schedule.ts';

/** Field messages of these schemas (Lithuanian, shown beside the form fields). */
export const ADMIN_BOOKING_FIELD_MESSAGES = {
  id: 'Neteisingas identifikatorius.',
  name: 'Pavadinimas turi būti nuo 1 iki 200 simbolių.',
  text: 'Tekstas per ilgas.',
  controlCharacters: messages.form.badCharacters,
  duration: 'Trukmė turi būti nuo 5 iki 600 min., kas 5 min.',
  buffer: 'Pertrauka po paslaugos turi būti nuo 0 iki 240 min., kas 5 min.',
  price: 'Kaina turi būti nuo 0 iki 10 000 €.',
  endBeforeStart: 'Pabaigos data turi būti ne ankstesnė nei pradžios.',
  rangeTooLong: 'Laikotarpis per ilgas.',
  wholeMinute: 'Laikas turi būti nurodytas minučių tikslumu.',
  duplicateIds: 'Sąraše yra pasikartojančių įrašų.',
  nothingToChange: 'Nėra ką keisti.',
  year: 'Metai turi būti nuo 2000 iki 2100.',
  instantRange: 'Laikas turi būti tarp 2000 ir 2100 metų.',
  minimumNotice: 'Mažiausias laikas iki vizito turi būti nuo 0 iki 10 080 min. (7 d.).',
  maxAdvance: 'Registruotis iš anksto galima nuo 1 iki 730 dienų.',
  slotStep: 'Laiko žingsnis gali būti 5, 10, 15, 20, 30 arba 60 min.',
  cancellationDeadline: 'Atšaukimo terminas turi būti nuo 0 iki 10 080 min. (7 d.).',
} as const;
const m = ADMIN_BOOKING_FIELD_MESSAGES;

export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 600;
export const SERVICE_DURATION_STEP = 5;
export const SERVICE_PRICE_MAX_CENTS = 1_000_000;
export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
export const MINIMUM_NOTICE_MAX_MIN = 10_080;
export const MAX_ADVANCE_DAYS_MAX = 730;
export const CANCELLATION_DEADLINE_MAX_MIN = 10_080;

// ---------------------------------------------------------------------------------------------
// building blocks

/** PostgreSQL cannot store U+0000 in text: refuse it anywhere in a request. */
function refuseNul(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: m.controlCharacters, path });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => refuseNul(item, ctx, [...path, index]));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseNul(item, ctx, [...path, key]);
  }
}

/** Whether a text holds control characters (line breaks and tabs allowed when `breaks`). */
function hasControlCharacters(text: string, breaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (breaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A one-line text: trimmed, no control characters. */
const line = (max: number, message: string = m.text) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine((text) => !hasControlCharacters(text, false), { error: m.controlCharacters });

/** A longer text (notes, descriptions): line breaks and tabs allowed, no other control characters. */
const multiline = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.text })
    .refine((text) => !hasControlCharacters(text, true), { error: m.controlCharacters });

const uuid = z.uuid({ error: m.id });

const uniqueIds = (max: number) =>
  z
    .array(uuid)
    .max(max)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: m.duplicateIds });

const nonEmpty = (value: object) => Object.keys(value).length > 0;

/** `?business=<uuid>`: which of the member's businesses (optional with one business). */
export const adminBusinessQuerySchema = z.object({ business: uuid.optional() });

export const adminIdParamsSchema = z.object({ id: uuid });
export const adminSpecialistParamsSchema = z.object({ specialistId: uuid });

export const successSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// appointments

const wholeMinute = (instant: string | undefined) => instant === undefined || Date.parse(instant) % 60_000 === 0;

/** Instants the product deals with: years 2000–2100 (the database and the holiday calendar need a sane range). */
const FIRST_INSTANT_MS = Date.UTC(2000, 0, 1);
const LAST_INSTANT_MS = Date.UTC(2101, 0, 1);
const inRange = (instant: string | undefined) => {
  if (instant === undefined) return true;
  const ms = Date.parse(instant);
  return ms >= FIRST_INSTANT_MS && ms < LAST_INSTANT_MS;
};

function checkInstants(body: Record<string, unknown>, keys: string[], ctx: z.RefinementCtx, whole: boolean): void {
  for (const key of keys) {
    const value = body[key] as string | undefined;
    if (!inRange(value)) ctx.addIssue({ code: 'custom', message: m.instantRange, path: [key] });
    else if (whole && !wholeMinute(value)) ctx.addIssue({ code: 'custom', message: m.wholeMinute, path: [key] });
  }
}

/** The list's order: by start time, latest first (`-start`, the default) or earliest first (`start`). */
export const adminAppointmentOrderSchema = z.enum(['-start', 'start']);

export const adminAppointmentSearchQuerySchema = adminAppointmentListQuerySchema
  .extend({ order: adminAppointmentOrderSchema.default('-start') })
  .superRefine((query, ctx) => {
    refuseNul(query, ctx);
    checkInstants(query, ['from', 'to'], ctx, false);
    if (query.from && query.to && Date.parse(query.to) < Date.parse(query.from)) {
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
    }
  });
export type AdminAppointmentSearchQuery = z.infer<typeof adminAppointmentSearchQuerySchema>;

/** `adminCreateAppointmentSchema` with the checks the database needs (no NUL, whole minutes). */
export const adminCreateAppointmentBodySchema = adminCreateAppointmentSchema.superRefine((body, ctx) => {
  refuseNul(body, ctx);
  checkInstants(body, ['start'], ctx, true);
  if (new Set(body.services).size !== body.services.length) ctx.addIssue({ code: 'custom', message: m.duplicateIds, path: ['services'] });
});
export type AdminCreateAppointmentInput = z.infer<typeof adminCreateAppointmentBodySchema>;

/** `adminUpdateAppointmentSchema` with the same extra checks. */
export const adminUpdateAppointmentBodySchema = adminUpdateAppointmentSchema.superRefine((body, ctx) => {
  refuseNul(body, ctx);
  checkInstants(body, ['start'], ctx, true);
  if (body.services && new Set(body.services).size !== body.services.length) {
    ctx.addIssue({ code: 'custom', message: m.duplicateIds, path: ['services'] });
  }
});
export type AdminUpdateAppointmentInput = z.infer<typeof adminUpdateAppointmentBodySchema>;

/** An appointment as the admin sees it: the client's e-mail too (for customers with an account). */
export const adminAppointmentViewSchema = adminAppointmentSchema.extend({
  client: z.object({ userId: z.string().nullable(), name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  cancellationReason: z.string().nullable(),
  createdByUserId: z.string().nullable(),
});
export type AdminAppointmentView = z.infer<typeof adminAppointmentViewSchema>;

export const adminAppointmentPageSchema = z.object({
  items: z.array(adminAppointmentViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  order: adminAppointmentOrderSchema,
});

export const appointmentHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: appointmentStatusSchema.nullable(),
  toStatus: appointmentStatusSchema.nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  changedByUserId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const adminAppointmentDetailSchema = adminAppointmentViewSchema.extend({ history: z.array(appointmentHistoryEntrySchema) });

// ---------------------------------------------------------------------------------------------
// services

const serviceNameSchema = line(200, m.name).min(1, { error: m.name });
const durationSchema = z
  .number({ error: m.duration })
  .int({ error: m.duration })
  .min(SERVICE_DURATION_MIN, { error: m.duration })
  .max(SERVICE_DURATION_MAX, { error: m.duration })
  .multipleOf(SERVICE_DURATION_STEP, { error: m.duration });
const priceSchema = z.number({ error: m.price }).int({ error: m.price }).min(0, { error: m.price }).max(SERVICE_PRICE_MAX_CENTS, { error: m.price });
const bufferSchema = z.number({ error: m.buffer }).int({ error: m.buffer }).min(0, { error: m.buffer }).max(240, { error: m.buffer }).multipleOf(5, { error: m.buffer });

const serviceFields = {
  name: serviceNameSchema,
  description: multiline(2000).nullable(),
  categoryId: uuid.nullable(),
  durationMin: durationSchema,
  priceCents: priceSchema,
  priceFrom: z.boolean(),
  bufferAfterMin: bufferSchema,
  /** The specialists who offer the service (replaces the list). */
  specialistIds: uniqueIds(200),
};

export const createServiceSchema = z
  .object({
    ...serviceFields,
    description: serviceFields.description.optional(),
    categoryId: serviceFields.categoryId.optional(),
    priceFrom: serviceFields.priceFrom.optional(),
    bufferAfterMin: serviceFields.bufferAfterMin.optional(),
    specialistIds: serviceFields.specialistIds.optional(),
  })
  .strict();
export type CreateServiceInput = z.infer<typeof createServiceSchema>;

export const updateServiceSchema = z
  .object({
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    categoryId: serviceFields.categoryId.optional(),
    durationMin: serviceFields.durationMin.optional(),
    priceCents: serviceFields.priceCents.optional(),
    priceFrom: serviceFields.priceFrom.optional(),
    bufferAfterMin: serviceFields.bufferAfterMin.optional(),
    specialistIds: serviceFields.specialistIds.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

/** The services in their new order (first shown first); services left out keep their order after these. */
export const orderServicesSchema = z.object({ ids: uniqueIds(500).min(1) }).strict();

export const adminServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  priceFrom: z.boolean(),
  bufferAfterMin: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  specialistIds: z.array(z.string()),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListSchema = z.object({ services: z.array(adminServiceSchema) });

// ---------------------------------------------------------------------------------------------
// weekly schedule

export const replaceWeeklyScheduleSchema = z.object({ weeklyHours: weeklyHoursSchema }).strict();

export const weeklyScheduleSchema = z.object({
  specialistId: z.string(),
  /** Keys "0".."6" = Sunday..Saturday; every key present, `[]` = day off. */
  weeklyHours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
});

// ---------------------------------------------------------------------------------------------
// schedule overrides (tvarkaraščio pakeitimai)

const MAX_LIST_DAYS = 731;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const scheduleOverrideListQuerySchema = z
  .object({
    business: uuid.optional(),
    /** Default: today in the business's time zone. */
    from: localDateSchema.optional(),
    /** Default: a year after `from`. */
    to: localDateSchema.optional(),
    specialist: uuid.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to) {
      if (query.to < query.from) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
      else if (daysBetween(query.from, query.to) > MAX_LIST_DAYS) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['to'] });
    }
  });

export const createScheduleOverrideSchema = z
  .object({
    specialist: uuid,
    date: localDateSchema,
    /** The working hours of that date; `[]` = closed. */
    intervals: dayIntervalsSchema,
    note: line(500).nullable().optional(),
  })
  .strict();
export type CreateScheduleOverrideInput = z.infer<typeof createScheduleOverrideSchema>;

export const updateScheduleOverrideSchema = z
  .object({
    specialist: uuid.optional(),
    date: localDateSchema.optional(),
    intervals: dayIntervalsSchema.optional(),
    note: line(500).nullable().optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateScheduleOverrideInput = z.infer<typeof updateScheduleOverrideSchema>;

export const scheduleOverrideSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  date: z.string(),
  intervals: z.array(z.tuple([z.string(), z.string()])),
  note: z.string().nullable(),
});
export const scheduleOverrideListSchema = z.object({ overrides: z.array(scheduleOverrideSchema) });

// ---------------------------------------------------------------------------------------------
// days off (laisvadieniai)

export const holidayListQuerySchema = z
  .object({
    business: uuid.optional(),
    /** Days off that end on or after this date. */
    from: localDateSchema.optional(),
    /** Days off that start on or before this date. */
    to: localDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
  });

const holidayName = line(200, m.name).nullable();

export const createHolidaySchema = z
  .object({
    startDate: localDateSchema,
    endDate: localDateSchema,
    /** One specialist's day off; omitted or null: the whole business. */
    specialist: uuid.nullable().optional(),
    name: holidayName.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
    else if (daysBetween(body.startDate, body.endDate) > MAX_LIST_DAYS) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['endDate'] });
  });
export type CreateHolidayInput = z.infer<typeof createHolidaySchema>;

export const updateHolidaySchema = z
  .object({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    specialist: uuid.nullable().optional(),
    name: holidayName.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange })
  .superRefine((body, ctx) => {
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
    }
  });
export type UpdateHolidayInput = z.infer<typeof updateHolidaySchema>;

export const holidaySchema = z.object({
  id: z.string(),
  specialistId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  name: z.string().nullable(),
});
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });

/** The longest day off one may enter, in days between start and end. */
export const HOLIDAY_MAX_DAYS = MAX_LIST_DAYS;

// ---------------------------------------------------------------------------------------------
// public holidays

export const publicHolidayYearQuerySchema = z.object({
  year: z.coerce.number({ error: m.year }).int({ error: m.year }).min(2000, { error: m.year }).max(2100, { error: m.year }),
});

export const publicHolidayDateParamsSchema = z.object({
  id: uuid,
  date: localDateSchema.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: m.year }),
});

export const publicHolidaySchema = z.object({ date: z.string(), name: z.string(), excluded: z.boolean() });
export const publicHolidayListSchema = z.object({ year: z.number().int(), holidays: z.array(publicHolidaySchema) });
/** One date after exclude/undo: its holidays (two when May 1 is Mother's Day) and whether the business works. */
export const publicHolidayDateSchema = z.object({ date: z.string(), excluded: z.boolean(), holidays: z.array(publicHolidaySchema) });

// ---------------------------------------------------------------------------------------------
// booking rules

const bookingRuleFields = {
  minimumNoticeMin: z.number({ error: m.minimumNotice }).int({ error: m.minimumNotice }).min(0, { error: m.minimumNotice }).max(MINIMUM_NOTICE_MAX_MIN, { error: m.minimumNotice }),
  maxAdvanceDays: z.number({ error: m.maxAdvance }).int({ error: m.maxAdvance }).min(1, { error: m.maxAdvance }).max(MAX_ADVANCE_DAYS_MAX, { error: m.maxAdvance }),
  slotStepMin: z.number({ error: m.slotStep }).refine((value) => (SLOT_STEPS as readonly number[]).includes(value), { error: m.slotStep }),
  autoConfirm: z.boolean(),
  cancellationDeadlineMin: z
    .number({ error: m.cancellationDeadline })
    .int({ error: m.cancellationDeadline })
    .min(0, { error: m.cancellationDeadline })
    .max(CANCELLATION_DEADLINE_MAX_MIN, { error: m.cancellationDeadline }),
};

export const bookingRulesSchema = z.object(bookingRuleFields);
export type BookingRulesView = z.infer<typeof bookingRulesSchema>;

export const updateBookingRulesSchema = z
  .object({
    minimumNoticeMin: bookingRuleFields.minimumNoticeMin.optional(),
    maxAdvanceDays: bookingRuleFields.maxAdvanceDays.optional(),
    slotStepMin: bookingRuleFields.slotStepMin.optional(),
    autoConfirm: bookingRuleFields.autoConfirm.optional(),
    cancellationDeadlineMin: bookingRuleFields.cancellationDeadlineMin.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateBookingRulesInput = z.infer<typeof updateBookingRulesSchema>;
