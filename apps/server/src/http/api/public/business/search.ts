import { businessSearch } from '@vizitas/shared/api/public/search';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { searchBusinesses } from '#server/modules/search/index.ts';

/** `GET /api/public/business/search`: the public search of businesses. */
export const searchEndpoints = [
  defineEndpoint(businessSearch, { handle: (app, { query }) => searchBusinesses(app.context, query, app.now().getTime()) }),
];
