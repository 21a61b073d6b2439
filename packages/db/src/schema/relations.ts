import { relations } from 'drizzle-orm';
import { businessMembers, businesses } from './businesses';
import { serviceCategories, services, specialistServices, specialists } from './catalog';
import { sessions, users } from './users';

// Relations for Drizzle's relational queries (`db.query.businesses.findMany({ with: … })`).

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  memberships: many(businessMembers),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const businessesRelations = relations(businesses, ({ many }) => ({
  members: many(businessMembers),
  specialists: many(specialists),
  serviceCategories: many(serviceCategories),
  services: many(services),
}));

export const businessMembersRelations = relations(businessMembers, ({ one }) => ({
  business: one(businesses, { fields: [businessMembers.businessId], references: [businesses.id] }),
  user: one(users, { fields: [businessMembers.userId], references: [users.id] }),
}));

export const specialistsRelations = relations(specialists, ({ one, many }) => ({
  business: one(businesses, { fields: [specialists.businessId], references: [businesses.id] }),
  specialistServices: many(specialistServices),
}));

export const serviceCategoriesRelations = relations(serviceCategories, ({ one, many }) => ({
  business: one(businesses, { fields: [serviceCategories.businessId], references: [businesses.id] }),
  services: many(services),
}));

export const servicesRelations = relations(services, ({ one, many }) => ({
  business: one(businesses, { fields: [services.businessId], references: [businesses.id] }),
  category: one(serviceCategories, { fields: [services.categoryId], references: [serviceCategories.id] }),
  specialistServices: many(specialistServices),
}));

export const specialistServicesRelations = relations(specialistServices, ({ one }) => ({
  specialist: one(specialists, { fields: [specialistServices.specialistId], references: [specialists.id] }),
  service: one(services, { fields: [specialistServices.serviceId], references: [services.id] }),
}));
