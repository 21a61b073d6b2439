/**
 * Whether the customer has a visit (PRODUCT.md, Prompts: the web push offer waits until she has
 * one): a visit still to come, else one in her past. Asked only when the offer would be made.
 */
import { customerVisits } from '@vizitas/shared/api/user/appointments';
import { contractUrl } from '@vizitas/shared/api/contract';
import type { CustomerVisitList, VisitScope } from '@vizitas/shared/schemas/appointment';
import { apiGet } from '~/lib/api/api-client';

function visitsOf(scope: VisitScope): Promise<CustomerVisitList> {
  return apiGet<CustomerVisitList>(
    contractUrl(customerVisits, { query: { scope, page: '1' } }),
  );
}

export async function hasVisit(): Promise<boolean> {
  if ((await visitsOf('upcoming')).total > 0) return true;
  return (await visitsOf('past')).total > 0;
}
