import '../zod-locale';
import { z } from 'zod';
import { slugSchema } from './business.ts';

export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data turi būti formatu YYYY-MM-DD.')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Tokios datos nėra.');

export const wallClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Laikas turi būti formatu HH:MM.');

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `["09:00","13:00"]`: start before end. */
export const intervalSchema = z
  .tuple([wallClockSchema, wallClockSchema])
  .refine(([start, end]) => minutes(end) > minutes(start), 'Pabaiga turi būti vėliau nei pradžia.');

/** Intervals of one day: each valid, none overlapping. */
export const dayIntervalsSchema = z
  .array(intervalSchema)
  .max(12)
  .superRefine((intervals, ctx) => {
    const sorted = [...intervals].sort((a, b) => minutes(a[0]) - minutes(b[0]));
    for (let i = 1; i < sorted.length; i++) {
      if (minutes(sorted[i]![0]) < minutes(sorted[i - 1]![1])) {
        ctx.addIssue({ code: 'custom', message: 'Darbo laiko intervalai negali persidengti.' });
        return;
      }
    }
  });

/** Keys "0".."6" = Sunday..Saturday. */
export const weeklyHoursSchema = z
  .object({
    '0': dayIntervalsSchema,
    '1': dayIntervalsSchema,
    '2': dayIntervalsSchema,
    '3': dayIntervalsSchema,
    '4': dayIntervalsSchema,
    '5': dayIntervalsSchema,
    '6': dayIntervalsSchema,
  })
  .strict();
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

const uuidSchema = z.uuid();

const idList = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
    if (ids.length === 0 || ids.length > 10 || ids.some((id) => !uuidSchema.safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: 'Pasirinkite paslaugas.' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

export const specialistChoiceSchema = z.union([z.literal('any'), z.uuid()]);

export const calendarOptionsQuerySchema = z.object({ business: slugSchema });

export const calendarOptionsSchema = z.object({
  /** `phone`: the business's, for the customer who needs to call (E.164, or null). */
  business: z.object({ id: z.string(), slug: z.string(), name: z.string(), phone: z.string().nullable() }),
  timeZone: z.string(),
  today: localDateSchema,
  firstDate: localDateSchema,
  lastDate: localDateSchema,
  slotStepMin: z.number().int(),
  minimumNoticeMin: z.number().int(),
  maxAdvanceDays: z.number().int(),
  autoConfirm: z.boolean(),
  cancellationDeadlineMin: z.number().int(),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      categoryName: z.string().nullable(),
      durationMin: z.number().int(),
      priceCents: z.number().int(),
      priceFrom: z.boolean(),
      specialistIds: z.array(z.string()),
    }),
  ),
  specialists: z.array(z.object({ id: z.string(), name: z.string(), title: z.string().nullable(), serviceIds: z.array(z.string()) })),
});
export type CalendarOptions = z.infer<typeof calendarOptionsSchema>;

export const availableDatesQuerySchema = z
  .object({
    business: slugSchema,
    from: localDateSchema,
    to: localDateSchema,
    services: idList,
    specialist: specialistChoiceSchema.default('any'),
  })
  .refine((q) => q.to >= q.from, { message: 'Pabaigos data turi būti ne ankstesnė nei pradžios.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { message: 'Daugiausia 92 dienos.', path: ['to'] });

export const availableDatesSchema = z.object({ dates: z.array(localDateSchema) });

export const availableTimeSlotsQuerySchema = z.object({
  business: slugSchema,
  date: localDateSchema,
  services: idList,
  specialist: specialistChoiceSchema.default('any'),
});

export const timeSlotSchema = z.object({ start: z.string(), end: z.string(), specialistId: z.string() });
export const availableTimeSlotsSchema = z.object({ timeZone: z.string(), slots: z.array(timeSlotSchema) });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const dayInfoQuerySchema = z.object({ business: slugSchema, date: localDateSchema });

export const dayInfoSchema = z.object({
  date: localDateSchema,
  overrides: z.array(z.object({ id: z.string(), specialistId: z.string(), intervals: z.array(z.tuple([z.string(), z.string()])), note: z.string().nullable() })),
  dayOff: z.object({ id: z.string(), name: z.string().nullable(), startDate: localDateSchema, endDate: localDateSchema, specialistId: z.string().nullable() }).nullable(),
  publicHoliday: z.object({ name: z.string(), excluded: z.boolean() }).nullable(),
});
