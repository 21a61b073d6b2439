import type { services } from '@vizitas/db';
import type { AdminService } from '@vizitas/shared/schemas/admin/services';

type ServiceRow = typeof services.$inferSelect;

/** A service as the admin sees it: with its category's name and who offers it. */
export function presentService(
  row: ServiceRow,
  links: { serviceId: string; specialistId: string }[],
  categories: { id: string; name: string }[],
): AdminService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: categories.find((category) => category.id === row.categoryId)?.name ?? null,
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    priceFrom: row.priceFrom,
    bufferAfterMin: row.bufferAfterMin,
    active: row.active,
    sortOrder: row.sortOrder,
    specialistIds: links.filter((link) => link.serviceId === row.id).map((link) => link.specialistId),
  };
}
