/**
 * The onboarding checklist of the admin home (`GET /api/admin/instructions`) and its skip
 * (`POST /api/admin/skip-instuction/{instruction}`, seed 7, spelled as the seed spells it).
 * Each step is done when its condition holds in the business's data, or skipped by the owner;
 * the required ones (services, working hours) cannot be skipped (docs/decisions/022). The
 * booking rules step is done once the owner has saved her booking rules (or skipped it).
 */
import '../../zod-locale';
import { z } from 'zod';
import { messages } from '../../messages';

/** The steps, in the order the checklist shows them. */
export const ONBOARDING_INSTRUCTIONS = [
  'services',
  'working_hours',
  'booking_rules',
  'logo',
  'photos',
  'description',
  'share_link',
  'invite_clients',
] as const;
export type OnboardingInstruction = (typeof ONBOARDING_INSTRUCTIONS)[number];

/** What a business needs before a customer can book it: these cannot be skipped. */
export const REQUIRED_INSTRUCTIONS: readonly OnboardingInstruction[] = ['services', 'working_hours'];

export const instructionSchema = z.enum(ONBOARDING_INSTRUCTIONS, { error: messages.onboarding.unknownInstruction });

export const instructionParamsSchema = z.object({ instruction: instructionSchema });

export const instructionStateSchema = z.enum(['todo', 'done', 'skipped']);
export type InstructionState = z.infer<typeof instructionStateSchema>;

export const instructionItemSchema = z.object({
  instruction: instructionSchema,
  state: instructionStateSchema,
  required: z.boolean(),
});
export type InstructionItem = z.infer<typeof instructionItemSchema>;

export const instructionsSchema = z.object({
  business: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    /** The business's own domain, when it has one (its links use it). */
    customDomain: z.string().nullable(),
  }),
  /** Every required step is done: the business is listed in search and takes bookings. */
  onboarded: z.boolean(),
  items: z.array(instructionItemSchema),
  /**
   * The booking rules the `booking_rules` step tells the owner about: how soon before a visit a
   * customer may book, until when she may cancel online (minutes before its start), and whether
   * new bookings wait for the business's confirmation.
   */
  bookingRules: z.object({
    minimumNoticeMin: z.number().int(),
    cancellationDeadlineMin: z.number().int(),
    autoConfirm: z.boolean(),
  }),
  /** Whether this member may skip steps (the owner, or the operator acting for the business). */
  canSkip: z.boolean(),
});
export type Instructions = z.infer<typeof instructionsSchema>;
