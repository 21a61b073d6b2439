import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The onboarding steps of the admin home's checklist (docs/decisions/022). Whether a step is
 * done is computed from the business's data; only a skip is stored.
 */
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

/** A step of the checklist the owner chose to skip (`POST /api/admin/skip-instuction/{instruction}`). */
export const skippedInstructions = pgTable(
  'skipped_instructions',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    instruction: text('instruction', { enum: ONBOARDING_INSTRUCTIONS }).notNull(),
    skippedByUserId: uuid('skipped_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    skippedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'skipped_instructions_pk', columns: [t.businessId, t.instruction] }),
    check(
      'skipped_instructions_instruction_valid',
      sql`${t.instruction} in ('services', 'working_hours', 'booking_rules', 'logo', 'photos', 'description', 'share_link', 'invite_clients')`,
    ),
  ],
);

export type SkippedInstruction = typeof skippedInstructions.$inferSelect;
