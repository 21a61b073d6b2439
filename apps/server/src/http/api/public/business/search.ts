import { businessSearch } from '@vizitas/shared/api/public/search';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { searchBusinesses } from '#server/modules/search/index.ts';

/** `GET /api/public/business/search`: the public search of businesses. */
export const searchEndpoints = [
  defineEndpoint(businessSearch, { handle: (ctx, _actor, { query }) => searchBusinesses(ctx, query, ctx.now().getTime()) }),
];
