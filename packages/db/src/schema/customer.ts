import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { businesses } from './businesses';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

/** A customer's rating (1–5 stars) of a completed visit, with an optional comment. One per visit. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown beside the review (the customer's first name at the time of writing). */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The operator hid the review (`/operatorius/atsiliepimai`): it leaves the public pages and the
     * average; the reason is the statement of reasons its author and the business were sent.
     */
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The business reported the review to the operator: an open report (not yet hidden or kept
     * by the operator, `report_closed_at` null) tops the moderation list.
     */
    reportedAt: instant('reported_at'),
    reportedReason: text('reported_reason'),
    reportedByUserId: uuid('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportClosedAt: instant('report_closed_at'),
  },
  (t) => [
    unique('reviews_appointment_id_unique').on(t.appointmentId),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_open_reports_idx')
      .on(t.reportedAt.desc())
      .where(sql`${t.reportedAt} is not null and ${t.reportClosedAt} is null`),
    index('reviews_hidden_by_user_id_idx').on(t.hiddenByUserId),
    index('reviews_reported_by_user_id_idx').on(t.reportedByUserId),
    check('reviews_hidden_with_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_hidden_reason_length', sql`${t.hiddenReason} is null or char_length(${t.hiddenReason}) between 1 and 1000`),
    check('reviews_reported_with_reason', sql`(${t.reportedAt} is null) = (${t.reportedReason} is null)`),
    check(
      'reviews_reported_reason_length',
      sql`${t.reportedReason} is null or char_length(${t.reportedReason}) between 1 and 1000`,
    ),
    index('reviews_business_created_idx').on(t.businessId, t.createdAt),
    index('reviews_customer_id_idx').on(t.customerId),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 2000`),
  ],
);

/** A photo in a business's public gallery. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Public URL of the (re-encoded) image, the desktop size. */
    url: text('url').notNull(),
    /** The narrower size for phones (null for images without one). */
    phoneUrl: text('phone_url'),
    /** The caption, also the image's alternative text, Lithuanian. */
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_images_business_position_idx').on(t.businessId, t.position),
    check('gallery_images_alt_length', sql`char_length(${t.alt}) <= 300`),
  ],
);

/** A message sent to the platform through the contact form (`/susisiekti`). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Client address, for rate limiting. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
