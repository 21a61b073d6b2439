import { adminBusinessMarkAsContacted } from '@vizitas/shared/api/admin/business-contacts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { markAsContacted } from '#server/modules/onboarding/index.ts';
import { platformScope } from '../scope.ts';

/**
 * The seed's `POST /api/admin/business/{id}/mark-as-contacted`: the platform operator records a
 * contact. The business's own members are refused (403): the mark is the platform's, not theirs.
 */
export const adminBusinessContactEndpoints = [
  defineEndpoint(adminBusinessMarkAsContacted, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await platformScope(actor, params.id);
      const operator = await requireUserOf(actor);
      return { lastContact: await markAsContacted(ctx, scope, operator.name, { ...body }) };
    },
  }),
];
