import {
  adminPremiumRequest,
  adminPremiumRequestState,
  adminReminderSettings,
  adminReminderSettingsUpdate,
} from '@vizitas/shared/api/admin/reminders';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import {
  premiumRequestState,
  reminderSettings,
  requestPremium,
  updateReminderSettings,
} from '#server/modules/reminders/index.ts';

/**
 * The business's reminders and the premium plan's request (docs/decisions/028): members read,
 * the owner (or the operator) changes; the 2 h reminder needs the premium plan.
 */
export const adminReminderEndpoints = [
  defineEndpoint(adminReminderSettings, {
    handle: async (ctx, actor, { params }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canViewBusinessAdminData(scope));
      return reminderSettings(ctx.db, scope, ctx.now());
    },
    headers: { 'cache-control': 'no-store' },
  }),
  defineEndpoint(adminReminderSettingsUpdate, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      return updateReminderSettings(ctx.db, scope, body, ctx.now());
    },
  }),
  defineEndpoint(adminPremiumRequestState, {
    handle: async (ctx, actor, { params }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      return premiumRequestState(ctx.db, scope);
    },
    headers: { 'cache-control': 'no-store' },
  }),
  // 201 for a new request, 200 for one already made in the last 7 days: the status is the answer's own.
  defineHttpEndpoint(adminPremiumRequest, {
    route: { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    handle: async (ctx, actor, { params, body }, { reply }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      const state = await requestPremium(ctx, scope, { ...body });
      reply.status(state.created ? 201 : 200);
      return state;
    },
  }),
];
