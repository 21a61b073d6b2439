import {
  adminServiceActivate,
  adminServiceCreate,
  adminServiceDeactivate,
  adminServiceList,
  adminServicesOrder,
  adminServiceUpdate,
} from '@vizitas/shared/api/admin/services';
import { authorize } from '#server/core/authorize.ts';
import { canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import {
  createService,
  getService,
  listServices,
  orderServices,
  setServiceActive,
  updateService,
} from '#server/modules/services/index.ts';
import { managedScope } from '../scope.ts';

/** `/api/admin/services`, `/api/admin/service/{id}`: what the business sells and who offers it. */
export const adminServiceEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminServiceList, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { services: await listServices(ctx.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCreate, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      const id = await createService(ctx, scope, { ...body });
      return getService(ctx.db, scope, id);
    },
  }),
  defineEndpoint(adminServicesOrder, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      await orderServices(ctx, scope, body.ids);
      return { services: await listServices(ctx.db, scope) };
    },
  }),
  defineEndpoint(adminServiceUpdate, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await managedScope(actor, query.business);
      await updateService(ctx, scope, params.id, { ...body });
      return getService(ctx.db, scope, params.id);
    },
  }),
  ...(
    [
      [adminServiceDeactivate, false],
      [adminServiceActivate, true],
    ] as const
  ).map(([contract, active]) =>
    defineEndpoint(contract, {
      handle: async (ctx, actor, { params, query }) => {
        const scope = await managedScope(actor, query.business);
        await setServiceActive(ctx, scope, params.id, active);
        return getService(ctx.db, scope, params.id);
      },
    }),
  ),
];
