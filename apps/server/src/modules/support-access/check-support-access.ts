import { supportActions, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';
import { activeSupportGrant } from './queries.ts';

/** The operations refused even in support access: the business's membership (inviting or removing a member). */
const REFUSED_IN_SUPPORT = new Set(['admin_specialist_invitation_api']);

/** An operation as the guards see it: its method, its route as the API document writes it, its summary. */
export interface AskedOperation {
  method: string;
  /** The contract's route name. */
  name: string;
  route: string;
  summary: string;
}

/**
 * The operator changes something in a business she is no member of: allowed only under the
 * owner's grant in force (else 403 `support_access_required`), never a membership change (403
 * `support_access_refused`), and written to the owner's log before it is done. Reads pass; an
 * operation that does not say what it is counts as a change (closed, not open).
 */
export async function checkSupportAccess(db: Db, scope: TenantScope, operation: AskedOperation | null, now: Date): Promise<void> {
  if (operation && (operation.method === 'GET' || operation.method === 'HEAD')) return;
  const grant = await activeSupportGrant(db, scope.businessId, now);
  if (!grant) throw appError('support_access_required');
  if (!operation || REFUSED_IN_SUPPORT.has(operation.name)) throw appError('support_access_refused');
  await db.insert(supportActions).values(
    scope.values({
      grantId: grant.id,
      operatorId: scope.userId,
      method: operation.method,
      route: operation.route,
      summary: operation.summary,
      at: now,
    }),
  );
}
