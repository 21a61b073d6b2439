import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { CONTROL_CHARACTERS_IN_TEXT, LONE_SURROGATE } from '../text-characters.ts';
import { slugSchema } from './business.ts';
import { specialistChoiceSchema } from './schedule.ts';

export const APPOINTMENT_STATUS_LIST = ['pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show'] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUS_LIST);

const BAD_CHARACTERS_MESSAGE = messages.form.badCharacters;
const noteSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((text) => !CONTROL_CHARACTERS_IN_TEXT.test(text), BAD_CHARACTERS_MESSAGE);
/** Why a visit is cancelled or declined: kept in the visit and in its history (a JSON column). */
const reasonSchema = z
  .string()
  .trim()
  .max(500)
  .refine((text) => !CONTROL_CHARACTERS_IN_TEXT.test(text) && !LONE_SURROGATE.test(text), BAD_CHARACTERS_MESSAGE);
/** An instant with its offset, in the years the product deals with (2000–2100). */
const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => {
    const ms = Date.parse(value);
    return ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2101, 0, 1);
  }, 'Laikas turi būti tarp 2000 ir 2100 metų.');

export const createAppointmentSchema = z.object({
  business: slugSchema,
  services: z.array(z.uuid()).min(1).max(10),
  specialist: specialistChoiceSchema,
  start: instantSchema,
  note: noteSchema.optional(),
}).strict();
export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;

/** `GET /api/user/booking-access?business=`: asked before the first step of the booking. */
export const bookingAccessQuerySchema = z.object({ business: slugSchema });
/**
 * `bookable: false` when the business has blocked this client: she is told at once, politely and
 * without the reason, that she cannot book online (PRODUCT.md, Client blocking).
 */
export const bookingAccessSchema = z.object({ bookable: z.boolean() });
export type BookingAccess = z.infer<typeof bookingAccessSchema>;

export const declineAppointmentSchema = z.object({
  appointment: z.uuid(),
  reason: reasonSchema.optional(),
}).strict();

export const appointmentServiceSchema = z.object({
  serviceId: z.string().nullable(),
  name: z.string(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  /** The service has a starting price („Kaina „nuo““): the visit's price is shown "nuo …" (`isPriceFrom`). */
  priceFrom: z.boolean(),
});

export const appointmentSchema = z.object({
  id: z.string(),
  business: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  specialist: z.object({ id: z.string(), name: z.string() }),
  status: appointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  services: z.array(appointmentServiceSchema),
  customerNote: z.string().nullable(),
  client: z.object({ userId: z.string().nullable(), name: z.string().nullable(), phone: z.string().nullable() }),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const adminAppointmentSchema = appointmentSchema.extend({ adminNote: z.string().nullable() });

export const adminAppointmentListQuerySchema = z.object({
  business: z.uuid().optional(),
  status: z
    .string()
    .max(200)
    .transform((value, ctx) => {
      const list = value.split(',').filter(Boolean);
      for (const item of list) {
        if (!appointmentStatusSchema.safeParse(item).success) {
          ctx.addIssue({ code: 'custom', message: 'Neteisinga būsena.' });
          return z.NEVER;
        }
      }
      return list as (typeof APPOINTMENT_STATUS_LIST)[number][];
    })
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  specialist: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminAppointmentListSchema = z.object({
  items: z.array(adminAppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminCreateAppointmentSchema = z
  .object({
    business: z.uuid(),
    specialist: z.uuid(),
    services: z.array(z.uuid()).min(1).max(10),
    start: instantSchema,
    customerId: z.uuid().optional(),
    clientName: z.string().trim().min(1).max(200).optional(),
    clientPhone: z.string().trim().max(40).optional(),
    customerNote: noteSchema.optional(),
    adminNote: noteSchema.optional(),
    status: z.enum(['pending', 'confirmed']).default('confirmed'),
  })
  .refine((value) => value.customerId || value.clientName, { message: 'Nurodykite klientą.', path: ['clientName'] });

export const appointmentActionSchema = z.enum(['confirm', 'decline', 'cancel', 'complete', 'no_show']);

export const adminUpdateAppointmentSchema = z
  .object({
    action: appointmentActionSchema.optional(),
    start: instantSchema.optional(),
    /**
     * A new end (the calendar's resize): the visit lasts until then, whatever its services add
     * up to, in whole 5 minutes, from 5 minutes to 12 hours after its (new) start.
     */
    end: instantSchema.optional(),
    specialist: z.uuid().optional(),
    services: z.array(z.uuid()).min(1).max(10).optional(),
    adminNote: noteSchema.nullable().optional(),
    reason: reasonSchema.optional(),
    /**
     * Whether the customer is mailed about a move (`start`, `end` or `specialist`); default true. False:
     * the admin moved it without telling her (e.g. agreed by phone). Changes nothing on its own.
     */
    notifyCustomer: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).some((key) => key !== 'reason' && key !== 'notifyCustomer'), {
    message: 'Nėra ką keisti.',
  });

export const appointmentNoteSchema = z.object({ id: z.string(), adminNote: z.string().nullable(), customerNote: z.string().nullable() });

// --- The customer's own visits (`/vizitai`) ---------------------------------------------------

export const VISIT_SCOPES = ['upcoming', 'past'] as const;
export type VisitScope = (typeof VISIT_SCOPES)[number];
/** Visits on one page of the customer's list. */
export const VISIT_PAGE_SIZE = 10;

export const customerVisitListQuerySchema = z
  .object({
    /** Only the visits at this business (its slug). */
    business: slugSchema.optional(),
    scope: z.enum(VISIT_SCOPES).default('upcoming'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type CustomerVisitListQuery = z.infer<typeof customerVisitListQuerySchema>;

export const visitBusinessSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The business's own host name, if it has one. */
  domain: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  /** A customer may cancel until this many minutes before a visit. */
  cancellationDeadlineMin: z.number().int(),
});
export type VisitBusiness = z.infer<typeof visitBusinessSchema>;

export const customerVisitSchema = z.object({
  id: z.string(),
  status: appointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  services: z.array(appointmentServiceSchema),
  specialist: z.object({ id: z.string(), name: z.string() }),
  business: visitBusinessSchema,
  customerNote: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** The customer may still cancel it online (holds time and the deadline has not passed). */
  cancellable: z.boolean(),
  /** The last moment it can be cancelled online. */
  cancelUntil: z.string(),
});
export type CustomerVisit = z.infer<typeof customerVisitSchema>;

/**
 * A visit in the customer's list: with her own rating of it when she gave one (null: not rated;
 * a completed visit without one is offered the stars beside it, the review dialog's endpoint).
 */
export const customerVisitListItemSchema = customerVisitSchema.extend({
  review: z.object({ id: z.string(), rating: z.number().int().min(1).max(5) }).nullable(),
});
export type CustomerVisitListItem = z.infer<typeof customerVisitListItemSchema>;

export const customerVisitListSchema = z.object({
  scope: z.enum(VISIT_SCOPES),
  items: z.array(customerVisitListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The business asked for with `?business=`, or null for all the customer's visits. */
  business: visitBusinessSchema.nullable(),
});
export type CustomerVisitList = z.infer<typeof customerVisitListSchema>;
