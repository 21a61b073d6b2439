import { adminSupportAccess, adminSupportAccessEnd, adminSupportAccessGrant } from '@vizitas/shared/api/admin/support-access';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { endSupportAccess, grantSupportAccess, readSupportAccess } from '#server/modules/support-access/index.ts';
import { supportAccessScope } from '../scope.ts';

/**
 * `/api/admin/business/{id}/support-access`: the owner's support access for the platform operator
 * — what is in force and what the operator changed, a grant of 1–72 hours, its end. Staff and the
 * operator herself are refused (403).
 */
export const adminSupportAccessEndpoints = [
  defineEndpoint(adminSupportAccess, {
    handle: async (ctx, actor, { params }) => readSupportAccess(ctx.db, await supportAccessScope(actor, params.id), ctx.now()),
  }),
  defineEndpoint(adminSupportAccessGrant, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await supportAccessScope(actor, params.id);
      return grantSupportAccess(ctx, scope, body.hours);
    },
  }),
  defineEndpoint(adminSupportAccessEnd, {
    handle: async (ctx, actor, { params }) => endSupportAccess(ctx, await supportAccessScope(actor, params.id)),
  }),
];
