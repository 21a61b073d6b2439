export { businessToday, type BusinessRow, requireSpecialist, scopedBusiness } from './scoped-records.ts';
export { galleryOf, openingHoursOf, reviewPageOf } from './page-queries.ts';
export { presentBusinessProfile, presentBusinessSummary } from './presenter.ts';
export { updateBusinessProfile, type BusinessProfileChanges } from './update-business-profile.ts';
export { businessDetailAnswer, DOMAIN_ANSWER_TTL_MS, findBusinessByDomain } from './queries.ts';
export { canAdministerBusiness, canManageBusinessSettings, canViewBusinessAdminData } from './policy.ts';
export { businessProfileOf } from './profile-queries.ts';
