import {
  adminServiceCategoriesOrder,
  adminServiceCategoryCreate,
  adminServiceCategoryDelete,
  adminServiceCategoryList,
  adminServiceCategoryRename,
} from '@vizitas/shared/api/admin/service-categories';
import { authorize } from '#server/core/authorize.ts';
import { canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  orderCategories,
  renameCategory,
} from '#server/modules/services/index.ts';
import { managedScope } from '../scope.ts';

/**
 * `/api/admin/service-categories`, `/api/admin/service-category/{id}`: the business's own grouping
 * of its services. Members read them; the owner (and the operator) change them.
 */
export const adminServiceCategoryEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminServiceCategoryList, {
    handle: async (app, { query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { categories: await listCategories(app.context.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCategoryCreate, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      const id = await createCategory(app.context, scope, { ...body });
      return getCategory(app.context.db, scope, id);
    },
  }),
  defineEndpoint(adminServiceCategoriesOrder, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await orderCategories(app.context, scope, body.ids);
      return { categories: await listCategories(app.context.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCategoryRename, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await renameCategory(app.context, scope, params.id, { ...body });
      return getCategory(app.context.db, scope, params.id);
    },
  }),
  defineEndpoint(adminServiceCategoryDelete, {
    handle: async (app, { params, query }, actor) => {
      await deleteCategory(app.context, await managedScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
