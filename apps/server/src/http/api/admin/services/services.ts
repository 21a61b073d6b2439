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
    handle: async (app, { query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { services: await listServices(app.context.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCreate, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      const id = await createService(app.context, scope, { ...body });
      return getService(app.context.db, scope, id);
    },
  }),
  defineEndpoint(adminServicesOrder, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await orderServices(app.context, scope, body.ids);
      return { services: await listServices(app.context.db, scope) };
    },
  }),
  defineEndpoint(adminServiceUpdate, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await updateService(app.context, scope, params.id, { ...body });
      return getService(app.context.db, scope, params.id);
    },
  }),
  ...(
    [
      [adminServiceDeactivate, false],
      [adminServiceActivate, true],
    ] as const
  ).map(([contract, active]) =>
    defineEndpoint(contract, {
      handle: async (app, { params, query }, actor) => {
        const scope = await managedScope(actor, query.business);
        await setServiceActive(app.context, scope, params.id, active);
        return getService(app.context.db, scope, params.id);
      },
    }),
  ),
];
