import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { specialistServices, specialists, staffInvitations, users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AdminSpecialist } from '@vizitas/shared/schemas/admin/specialists';
import type { TenantScope } from '#server/core/tenancy.ts';
import { presentSpecialist } from './presenter.ts';

/**
 * Every specialist of the business (inactive ones too) in their order, with the services each
 * offers, her own login (a staff member's name and address) and the invitation still waiting.
 * `id` narrows it to one.
 */
async function readSpecialists(db: DbOrTx, scope: TenantScope, now: Date, id?: string): Promise<AdminSpecialist[]> {
  const [rows, links, invitations] = await Promise.all([
    db
      .select({ specialist: specialists, loginName: users.name, loginEmail: users.email })
      .from(specialists)
      .leftJoin(users, eq(users.id, specialists.userId))
      .where(scope.where(specialists, id ? eq(specialists.id, id) : undefined))
      .orderBy(asc(specialists.sortOrder), asc(specialists.name), asc(specialists.id)),
    db
      .select()
      .from(specialistServices)
      .where(scope.where(specialistServices, id ? eq(specialistServices.specialistId, id) : undefined)),
    db
      .select({
        specialistId: staffInvitations.specialistId,
        email: staffInvitations.email,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .where(
        scope.where(
          staffInvitations,
          id ? eq(staffInvitations.specialistId, id) : undefined,
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(staffInvitations.createdAt)),
  ]);
  return rows.map(({ specialist, loginName, loginEmail }) => {
    const login = specialist.userId && loginName !== null && loginEmail !== null ? { name: loginName, email: loginEmail } : null;
    const invitation = login ? null : (invitations.find((row) => row.specialistId === specialist.id) ?? null);
    return presentSpecialist(specialist, links, login, invitation);
  });
}

export function listSpecialists(db: DbOrTx, scope: TenantScope, now: Date): Promise<AdminSpecialist[]> {
  return readSpecialists(db, scope, now);
}

/** One specialist of the business (404 for any other). */
export async function getSpecialist(db: DbOrTx, scope: TenantScope, id: string, now: Date): Promise<AdminSpecialist> {
  const [found] = await readSpecialists(db, scope, now, id.toLowerCase());
  if (!found) throw appError('resource_not_found');
  return found;
}

/** The specialist row of the business, locked for the transaction (404 for any other). */
export async function lockSpecialist(tx: DbOrTx, scope: TenantScope, id: string) {
  const [row] = await tx
    .select()
    .from(specialists)
    .where(and(scope.where(specialists, eq(specialists.id, id))))
    .for('update');
  if (!row) throw appError('resource_not_found');
  return row;
}
