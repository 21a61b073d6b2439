import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

export const BUSINESS_PLANS = ['free', 'premium'] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

export const BUSINESS_MEMBER_ROLES = ['owner', 'staff'] as const;
export type BusinessMemberRole = (typeof BUSINESS_MEMBER_ROLES)[number];

/**
 * A salon, studio or solo specialist: the tenant. Everything a business owns carries its
 * `business_id`.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Path segment of the public page, e.g. `studija-aiste`. */
    slug: text('slug').notNull().unique('businesses_slug_unique'),
    name: text('name').notNull(),
    /** The business's own host name (lowercased, no scheme or port), e.g. `studija-aiste.lt`. */
    customDomain: text('custom_domain').unique('businesses_custom_domain_unique'),
    /** The logo as uploaded (re-encoded WebP, at most 1024 px a side): the owner crops its circle from it. */
    logoUrl: text('logo_url'),
    /** The round crop of the logo (square WebP, transparent outside the circle): what the site shows. */
    logoRoundUrl: text('logo_round_url'),
    /** The circle chosen on the logo, as fractions of its width and height: `{ x, y, size }`. */
    logoCrop: jsonb('logo_crop').$type<{ x: number; y: number; size: number }>(),
    /** The profile (cover) photo for desktop; `profilePhotoPhoneUrl` the narrower one for phones. */
    profilePhotoUrl: text('profile_photo_url'),
    profilePhotoPhoneUrl: text('profile_photo_phone_url'),
    description: text('description'),
    address: text('address'),
    /** City slug, e.g. `vilnius`, `kaunas`, `klaipeda`. */
    city: text('city'),
    /** Category slugs, e.g. `{kirpejai,manikiuras}`. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    instagram: text('instagram'),
    timeZone: text('time_zone').notNull().default('Europe/Vilnius'),
    onboarded: boolean('onboarded').notNull().default(false),
    plan: text('plan', { enum: BUSINESS_PLANS }).notNull().default('free'),
    /** When the platform operator last contacted the business (onboarding pipeline). */
    contactedAt: instant('contacted_at'),
    /**
     * Who invited the business to the platform, when it registered from an operator's invitation
     * (`business_invitations.business_id` names the invitation); null otherwise.
     */
    referredByUserId: uuid('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Booking rules.
    /** A visit can be booked no sooner than this many minutes from now. */
    minimumNoticeMin: integer('minimum_notice_min').notNull().default(60),
    /** A visit can be booked at most this many days ahead. */
    maxAdvanceDays: integer('max_advance_days').notNull().default(60),
    /** Distance between offered start times. */
    slotStepMin: integer('slot_step_min').notNull().default(15),
    /** New appointments are confirmed at once (true) or wait for the business (false). */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    /** A customer may cancel until this many minutes before the visit. */
    cancellationDeadlineMin: integer('cancellation_deadline_min').notNull().default(1440),
    /**
     * When the owner last saved the booking rules: the checklist's `booking_rules` step is done
     * once she has looked at them (docs/decisions/022); null until then.
     */
    bookingRulesReviewedAt: instant('booking_rules_reviewed_at'),
    /**
     * Reminders before each confirmed visit, in minutes before its start: 1440 (24 h), 120 (2 h),
     * both, or none (`{}`). Default the day before (docs/decisions/028).
     */
    reminderOffsetsMin: integer('reminder_offsets_min')
      .array()
      .notNull()
      .default(sql`'{1440}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_city_idx').on(t.city),
    index('businesses_categories_idx').using('gin', t.categories),
    index('businesses_referred_by_user_id_idx').on(t.referredByUserId),
    check('businesses_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('businesses_custom_domain_lowercase', sql`${t.customDomain} = lower(${t.customDomain})`),
    check('businesses_plan_valid', sql`${t.plan} in ('free', 'premium')`),
    check('businesses_minimum_notice_min_valid', sql`${t.minimumNoticeMin} >= 0`),
    check('businesses_max_advance_days_valid', sql`${t.maxAdvanceDays} > 0`),
    check('businesses_slot_step_min_valid', sql`${t.slotStepMin} > 0`),
    check('businesses_cancellation_deadline_min_valid', sql`${t.cancellationDeadlineMin} >= 0`),
    check('businesses_reminder_offsets_valid', sql`${t.reminderOffsetsMin} <@ array[1440, 120]::integer[]`),
  ],
);

/** Who may use a business's admin area. */
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BUSINESS_MEMBER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'business_members_pk', columns: [t.businessId, t.userId] }),
    index('business_members_user_id_idx').on(t.userId),
    check('business_members_role_valid', sql`${t.role} in ('owner', 'staff')`),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessMember = typeof businessMembers.$inferSelect;
export type NewBusinessMember = typeof businessMembers.$inferInsert;
