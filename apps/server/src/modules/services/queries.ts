import { asc, eq } from 'drizzle-orm';
import { serviceCategories, services, specialistServices, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AdminService } from '@vizitas/shared/schemas/admin/services';
import type { TenantScope } from '#server/core/tenancy.ts';
import { presentService } from './presenter.ts';

/** Every service of the business, inactive ones too, in their order, with who offers each. */
export async function listServices(db: DbOrTx, scope: TenantScope): Promise<AdminService[]> {
  const [rows, links, categories] = await Promise.all([
    db
      .select()
      .from(services)
      .where(scope.where(services))
      .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id)),
    db.select().from(specialistServices).where(scope.where(specialistServices)),
    db.select().from(serviceCategories).where(scope.where(serviceCategories)),
  ]);
  return rows.map((row) => presentService(row, links, categories));
}

/** One service of the business (404 for any other). */
export async function getService(db: DbOrTx, scope: TenantScope, id: string): Promise<AdminService> {
  const [row] = await db
    .select()
    .from(services)
    .where(scope.where(services, eq(services.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  const [links, categories] = await Promise.all([
    db
      .select()
      .from(specialistServices)
      .where(scope.where(specialistServices, eq(specialistServices.serviceId, id))),
    row.categoryId
      ? db
          .select()
          .from(serviceCategories)
          .where(scope.where(serviceCategories, eq(serviceCategories.id, row.categoryId)))
      : [],
  ]);
  return presentService(row, links, categories);
}
