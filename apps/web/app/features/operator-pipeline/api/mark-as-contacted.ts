/** The seed's `POST /api/admin/business/{id}/mark-as-contacted`: the operator records a contact. */
import { adminBusinessMarkAsContacted } from '@vizitas/shared/api/admin/business-contacts';
import type { MarkAsContacted } from '@vizitas/shared/schemas/operator-pipeline';
import { apiCall } from '~/lib/api/api-client';

export function markAsContacted(businessId: string, body: MarkAsContacted) {
  return apiCall(adminBusinessMarkAsContacted, { params: { id: businessId }, body });
}
