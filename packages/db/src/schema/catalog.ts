import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt } from './columns';
import { users } from './users';

/** The people of a business who take visits (a solo specialist is a business with one). */
export const specialists = pgTable(
  'specialists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Role shown under the name, e.g. „Kirpėja-stilistė“. */
    title: text('title'),
    photoUrl: text('photo_url'),
    bio: text('bio'),
    /**
     * The specialist's own login, when she is a staff member of the business (she accepted an
     * invitation, docs/decisions/025); null for a specialist without one.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the business_id index, and the target of composite foreign keys that keep links
    // inside one business.
    unique('specialists_business_id_id_unique').on(t.businessId, t.id),
    // One person is at most one specialist of a business.
    unique('specialists_business_id_user_id_unique').on(t.businessId, t.userId),
    index('specialists_user_id_idx').on(t.userId),
  ],
);

/** A business's own grouping of its services („Kirpimai“, „Dažymai“…). */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('service_categories_business_id_idx').on(t.businessId)],
);

/** What a business sells: name, duration and price in euro cents. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => serviceCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    durationMin: integer('duration_min').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The price is a starting price („nuo 35 €“). */
    priceFrom: boolean('price_from').notNull().default(false),
    /** Time kept free after the service (cleaning, preparation). */
    bufferAfterMin: integer('buffer_after_min').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the business_id index (see specialists).
    unique('services_business_id_id_unique').on(t.businessId, t.id),
    index('services_category_id_idx').on(t.categoryId),
    check('services_duration_min_valid', sql`${t.durationMin} > 0`),
    check('services_price_cents_valid', sql`${t.priceCents} >= 0`),
    check('services_buffer_after_min_valid', sql`${t.bufferAfterMin} >= 0`),
  ],
);

/**
 * Who offers what. Carries `business_id` like every tenant row; the composite foreign keys
 * make it impossible to link a specialist to another business's service.
 */
export const specialistServices = pgTable(
  'specialist_services',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'specialist_services_pk', columns: [t.specialistId, t.serviceId] }),
    index('specialist_services_business_id_idx').on(t.businessId),
    index('specialist_services_service_id_idx').on(t.serviceId),
    foreignKey({
      name: 'specialist_services_specialist_fk',
      columns: [t.businessId, t.specialistId],
      foreignColumns: [specialists.businessId, specialists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'specialist_services_service_fk',
      columns: [t.businessId, t.serviceId],
      foreignColumns: [services.businessId, services.id],
    }).onDelete('cascade'),
  ],
);

export type Specialist = typeof specialists.$inferSelect;
export type NewSpecialist = typeof specialists.$inferInsert;
export type ServiceCategory = typeof serviceCategories.$inferSelect;
export type NewServiceCategory = typeof serviceCategories.$inferInsert;
export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type SpecialistService = typeof specialistServices.$inferSelect;
export type NewSpecialistService = typeof specialistServices.$inferInsert;
