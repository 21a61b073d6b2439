import { adminClientCard, adminClientCardSave } from '@vizitas/shared/api/admin/clients';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { clientCard, saveClientCard } from '#server/modules/clients/index.ts';
import { administeredScope } from '../scope.ts';

/**
 * `/api/admin/user/{id}/client-card` (seed section 7): the business's private card about one of
 * its clients, with the visit history beside it. A customer who never booked the business is
 * not found (404), whatever other business she booked.
 */
export const adminClientCardEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminClientCard, {
    handle: async (ctx, actor, { params, query }) =>
      clientCard(ctx.db, await administeredScope(actor, query.business), params.id, ctx.now()),
  }),
  defineEndpoint(adminClientCardSave, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      await saveClientCard(ctx, scope, params.id, { ...body });
      return clientCard(ctx.db, scope, params.id, ctx.now());
    },
  }),
];
