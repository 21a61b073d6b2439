import { adminBookingRules, adminBookingRulesUpdate } from '@vizitas/shared/api/admin/booking-rules';
import { authorize } from '#server/core/authorize.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { getBookingRules, updateBookingRules } from '#server/modules/booking/index.ts';

/** `/api/admin/business/{id}/booking-rules`: notice, how far ahead, slot step, confirmation, cancellation deadline. */
export const adminBookingRuleEndpoints = [
  defineEndpoint(adminBookingRules, {
    handle: async (ctx, actor, { params }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canViewBusinessAdminData(scope));
      return getBookingRules(ctx.db, scope);
    },
  }),
  defineEndpoint(adminBookingRulesUpdate, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      return updateBookingRules(ctx, scope, body);
    },
  }),
];
