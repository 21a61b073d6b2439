import type { specialists } from '@vizitas/db';
import type { AdminSpecialist } from '@vizitas/shared/schemas/admin/specialists';

type SpecialistRow = typeof specialists.$inferSelect;

/** A specialist as the admin sees her: what she offers, her own login and a waiting invitation. */
export function presentSpecialist(
  row: SpecialistRow,
  links: { serviceId: string; specialistId: string }[],
  login: { name: string; email: string } | null,
  invitation: { email: string; expiresAt: Date } | null,
): AdminSpecialist {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    photoUrl: row.photoUrl,
    active: row.active,
    sortOrder: row.sortOrder,
    serviceIds: links.filter((link) => link.specialistId === row.id).map((link) => link.serviceId),
    login,
    invitation: invitation ? { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() } : null,
  };
}
