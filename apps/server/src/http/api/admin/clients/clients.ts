import { adminClientList } from '@vizitas/shared/api/admin/clients';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { listClients } from '#server/modules/clients/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/clients`: the business's clients (customers who booked it and walk-ins). */
export const adminClientEndpoints = [
  defineEndpoint(adminClientList, {
    handle: async (ctx, actor, { query }) =>
      listClients(ctx.db, await administeredScope(actor, query.business), query, ctx.now()),
  }),
];
