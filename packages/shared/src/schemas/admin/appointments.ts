/** The business admin's appointments (`/api/admin/appointments…`). */
import '../../zod-locale';
import { z } from 'zod';
import {
  adminAppointmentListQuerySchema,
  adminAppointmentSchema,
  adminCreateAppointmentSchema,
  adminUpdateAppointmentSchema,
  appointmentStatusSchema,
} from '../appointment.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, refuseNul } from './common.ts';

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
  if (new Set(body.services).size !== body.services.length)
    ctx.addIssue({ code: 'custom', message: m.duplicateIds, path: ['services'] });
});
export type AdminCreateAppointmentInput = z.infer<typeof adminCreateAppointmentBodySchema>;

/** `adminUpdateAppointmentSchema` with the same extra checks. */
export const adminUpdateAppointmentBodySchema = adminUpdateAppointmentSchema.superRefine((body, ctx) => {
  refuseNul(body, ctx);
  checkInstants(body, ['start', 'end'], ctx, true);
  if (body.start && body.end && Date.parse(body.end) <= Date.parse(body.start)) {
    ctx.addIssue({ code: 'custom', message: m.endBeforeStartTime, path: ['end'] });
  }
  if (body.services && new Set(body.services).size !== body.services.length) {
    ctx.addIssue({ code: 'custom', message: m.duplicateIds, path: ['services'] });
  }
});
export type AdminUpdateAppointmentInput = z.infer<typeof adminUpdateAppointmentBodySchema>;

/** An appointment as the admin sees it: the client's e-mail too (for customers with an account). */
export const adminAppointmentViewSchema = adminAppointmentSchema.extend({
  client: z.object({
    userId: z.string().nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
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
export type AdminAppointmentPage = z.infer<typeof adminAppointmentPageSchema>;

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

export const adminAppointmentDetailSchema = adminAppointmentViewSchema.extend({
  history: z.array(appointmentHistoryEntrySchema),
});
