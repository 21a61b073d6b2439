import { eq } from 'drizzle-orm';
import { specialists, type DbOrTx, type WeeklyHoursJson } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** All seven days present (`[]` = day off), each day's intervals sorted by start. */
export function normalized(weeklyHours: WeeklyHoursJson | undefined): Record<string, [string, string][]> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...(weeklyHours?.[day] ?? [])].map(([a, b]) => [a, b] as [string, string]).sort((x, y) => x[0].localeCompare(y[0])),
    ]),
  );
}

/** A specialist of the business; 404 `resource_not_found` for any other. */
export async function requireScopedSpecialist(db: DbOrTx, scope: TenantScope, specialistId: string): Promise<void> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(scope.where(specialists, eq(specialists.id, specialistId)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
}
