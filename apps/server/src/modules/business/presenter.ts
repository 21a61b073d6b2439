import type { BusinessDetail, BusinessSummary } from '@vizitas/shared/schemas/business';
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import type { businesses, serviceCategories, services, specialists } from '@vizitas/db';

type BusinessRow = typeof businesses.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof serviceCategories.$inferSelect;
type SpecialistRow = typeof specialists.$inferSelect;

export function presentBusinessSummary(
  row: BusinessRow,
  priceRange?: { min: number | null; max: number | null },
): BusinessSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    domain: row.customDomain,
    // The round crop is what the site shows; a logo not cropped yet shows as uploaded.
    logoUrl: row.logoRoundUrl ?? row.logoUrl,
    onboarded: row.onboarded,
    city: row.city ?? '',
    address: row.address,
    categories: row.categories,
    description: row.description,
    priceFromCents: priceRange?.min ?? null,
    priceToCents: priceRange?.max ?? null,
  };
}

export function presentBusinessDetail(
  row: BusinessRow,
  services: ServiceRow[],
  categories: CategoryRow[],
  specialists: SpecialistRow[],
): BusinessDetail {
  const prices = services.map((service) => service.priceCents);
  const groups = categories.map((category) => ({
    id: category.id as string | null,
    name: category.name as string | null,
    services: services.filter((service) => service.categoryId === category.id).map(presentService),
  }));
  const uncategorised = services.filter((service) => !categories.some((category) => category.id === service.categoryId));
  if (uncategorised.length > 0) groups.push({ id: null, name: null, services: uncategorised.map(presentService) });
  return {
    ...presentBusinessSummary(row, {
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
    }),
    phone: row.phone,
    email: row.email,
    website: row.website,
    instagram: row.instagram,
    timeZone: row.timeZone,
    profilePhotoUrl: row.profilePhotoUrl,
    profilePhotoPhoneUrl: row.profilePhotoPhoneUrl,
    serviceGroups: groups.filter((group) => group.services.length > 0),
    specialists: specialists.map((specialist) => ({
      id: specialist.id,
      name: specialist.name,
      title: specialist.title,
      photoUrl: specialist.photoUrl,
    })),
  };
}

function presentService(row: ServiceRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    priceFrom: row.priceFrom,
  };
}

/** The admin's profile page (docs/decisions/026): every field of the business's face, as stored. */
export function presentBusinessProfile(
  row: BusinessRow,
  options: { canEdit: boolean; dnsTarget: string; isStored: (url: string | null) => boolean },
): BusinessProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    categories: row.categories,
    phone: row.phone,
    email: row.email,
    website: row.website,
    instagram: row.instagram,
    customDomain: row.customDomain,
    logoUrl: row.logoUrl,
    logoRoundUrl: row.logoRoundUrl,
    logoCrop: row.logoCrop ?? null,
    logoCroppable: options.isStored(row.logoUrl),
    profilePhotoUrl: row.profilePhotoUrl,
    profilePhotoPhoneUrl: row.profilePhotoPhoneUrl,
    canEdit: options.canEdit,
    dnsTarget: options.dnsTarget,
  };
}
