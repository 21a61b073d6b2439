/**
 * Whether the customer has a visit (PRODUCT.md, Prompts: the web push offer waits until she has
 * one): a visit still to come, else one in her past. Asked only when the offer would be made.
 */
import { generatePath } from '@vizitas/shared';
import type { CustomerVisitList, VisitScope } from '@vizitas/shared/schemas/appointment';
import { apiGet } from '~/lib/api/api-client';

function visitsOf(scope: VisitScope): Promise<CustomerVisitList> {
  return apiGet<CustomerVisitList>(
    `${generatePath('user_appointments_api')}?${new URLSearchParams({ scope, page: '1' }).toString()}`,
  );
}

export async function hasVisit(): Promise<boolean> {
  if ((await visitsOf('upcoming')).total > 0) return true;
  return (await visitsOf('past')).total > 0;
}
