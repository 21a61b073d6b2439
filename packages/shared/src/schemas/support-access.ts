import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';

/**
 * Support access with consent: the owner lets the platform operator work in her admin area for
 * 1–72 hours (`/administratorius/nustatymai`), reads what the operator changed, and ends it at any
 * time. Without it the operator only reads the admin pages (`support_access_required`); in it,
 * membership changes stay refused (`support_access_refused`).
 */
export const SUPPORT_HOURS = [1, 2, 4, 8, 24, 48, 72] as const;
export const SUPPORT_HOURS_MAX = 72;

const v = messages.supportAccess.validation;

export const supportGrantInputSchema = z.object({
  hours: z.coerce
    .number({ error: v.hours })
    .int({ error: v.hours })
    .min(1, { error: v.hours })
    .max(SUPPORT_HOURS_MAX, { error: v.hours }),
});
export type SupportGrantInput = z.infer<typeof supportGrantInputSchema>;

export const supportAccessSchema = z.object({
  /** The grant in force; null: the operator only reads. */
  active: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string(), grantedBy: z.string().nullable() }).nullable(),
  /** What the operator changed under the business's grants, the newest first (the last 100). */
  actions: z.array(
    z.object({ at: z.string(), operator: z.string().nullable(), summary: z.string(), method: z.string(), route: z.string() }),
  ),
});
export type SupportAccess = z.infer<typeof supportAccessSchema>;
