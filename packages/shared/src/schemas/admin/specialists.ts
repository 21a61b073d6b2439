/**
 * The business admin's specialists (`/api/admin/specialists…`): who takes visits, in which order,
 * and who of them has her own login as a staff member (invited by e-mail, docs/decisions/025).
 */
import '../../zod-locale';
import { z } from 'zod';
import { emailSchema } from '../account.ts';
import { line, multiline, nonEmpty, uniqueIds } from './common.ts';

export const SPECIALIST_NAME_MAX = 100;
export const SPECIALIST_TITLE_MAX = 100;
export const SPECIALIST_BIO_MAX = 1000;
/** How long an invitation link lasts. */
export const STAFF_INVITATION_DAYS = 7;

/** Field messages (Lithuanian, beside the form fields). */
export const SPECIALIST_FIELD_MESSAGES = {
  name: 'Vardas turi būti nuo 1 iki 100 simbolių.',
  title: 'Pareigos turi būti ne ilgesnės nei 100 simbolių.',
  bio: 'Aprašymas turi būti ne ilgesnis nei 1000 simbolių.',
  nothingToChange: 'Nėra ką keisti.',
} as const;
const m = SPECIALIST_FIELD_MESSAGES;

const fields = {
  name: line(SPECIALIST_NAME_MAX, m.name).min(1, { error: m.name }),
  title: line(SPECIALIST_TITLE_MAX, m.title).nullable(),
  bio: multiline(SPECIALIST_BIO_MAX).nullable(),
  /** The services she offers (replaces the list). */
  serviceIds: uniqueIds(500),
};

export const createSpecialistSchema = z
  .object({
    name: fields.name,
    title: fields.title.optional(),
    bio: fields.bio.optional(),
    serviceIds: fields.serviceIds.optional(),
  })
  .strict();
export type CreateSpecialistInput = z.infer<typeof createSpecialistSchema>;

export const updateSpecialistSchema = z
  .object({
    name: fields.name.optional(),
    title: fields.title.optional(),
    bio: fields.bio.optional(),
    serviceIds: fields.serviceIds.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateSpecialistInput = z.infer<typeof updateSpecialistSchema>;

/** The specialists in their new order (first shown first); those left out keep their order after these. */
export const orderSpecialistsSchema = z.object({ ids: uniqueIds(500).min(1) }).strict();

/** `POST /api/admin/specialist/{id}/invitation`: the address to send the staff invitation to. */
export const inviteStaffSchema = z.object({ email: emailSchema }).strict();
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const adminSpecialistSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  /** Shown as her picture (null: the initials). Uploaded on its own page (uploads). */
  photoUrl: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  serviceIds: z.array(z.string()),
  /** Her own login: the staff member's name and address, or null. */
  login: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The invitation waiting to be accepted (not expired), or null. */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type AdminSpecialist = z.infer<typeof adminSpecialistSchema>;
export const adminSpecialistListSchema = z.object({ specialists: z.array(adminSpecialistSchema) });
export type AdminSpecialistList = z.infer<typeof adminSpecialistListSchema>;
