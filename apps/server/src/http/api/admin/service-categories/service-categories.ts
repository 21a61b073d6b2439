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
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { categories: await listCategories(ctx.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCategoryCreate, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      const id = await createCategory(ctx, scope, { ...body });
      return getCategory(ctx.db, scope, id);
    },
  }),
  defineEndpoint(adminServiceCategoriesOrder, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      await orderCategories(ctx, scope, body.ids);
      return { categories: await listCategories(ctx.db, scope) };
    },
  }),
  defineEndpoint(adminServiceCategoryRename, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await managedScope(actor, query.business);
      await renameCategory(ctx, scope, params.id, { ...body });
      return getCategory(ctx.db, scope, params.id);
    },
  }),
  defineEndpoint(adminServiceCategoryDelete, {
    handle: async (ctx, actor, { params, query }) => {
      await deleteCategory(ctx, await managedScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
