import {
  adminSpecialistActivate,
  adminSpecialistCreate,
  adminSpecialistDeactivate,
  adminSpecialistInvitationRevoke,
  adminSpecialistInvite,
  adminSpecialistList,
  adminSpecialistsOrder,
  adminSpecialistUpdate,
} from '@vizitas/shared/api/admin/specialists';
import { authorize } from '#server/core/authorize.ts';
import { canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { staffInvitationOutbox, staffInvitationSent } from '#server/http/staff-invitation-mail.ts';
import {
  createSpecialist,
  getSpecialist,
  inviteStaff,
  listSpecialists,
  orderSpecialists,
  revokeStaffInvitation,
  setSpecialistActive,
  updateSpecialist,
} from '#server/modules/specialists/index.ts';
import { managedScope } from '../scope.ts';

/**
 * `/api/admin/specialists`, `/api/admin/specialist/{id}`: who takes visits, in which order, what
 * each offers, and the staff invitations (docs/decisions/025). Members read them; the owner (and
 * the operator) change them — the team is the owner's decision.
 */
export const adminSpecialistEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminSpecialistList, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { specialists: await listSpecialists(ctx.db, scope, ctx.now()) };
    },
  }),
  defineEndpoint(adminSpecialistCreate, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      const id = await createSpecialist(ctx, scope, { ...body });
      return getSpecialist(ctx.db, scope, id, ctx.now());
    },
  }),
  defineEndpoint(adminSpecialistsOrder, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await managedScope(actor, query.business);
      await orderSpecialists(ctx, scope, body.ids);
      return { specialists: await listSpecialists(ctx.db, scope, ctx.now()) };
    },
  }),
  defineEndpoint(adminSpecialistUpdate, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await managedScope(actor, query.business);
      await updateSpecialist(ctx, scope, params.id, { ...body });
      return getSpecialist(ctx.db, scope, params.id, ctx.now());
    },
  }),
  ...(
    [
      [adminSpecialistDeactivate, false],
      [adminSpecialistActivate, true],
    ] as const
  ).map(([contract, active]) =>
    defineEndpoint(contract, {
      handle: async (ctx, actor, { params, query }) => {
        const scope = await managedScope(actor, query.business);
        await setSpecialistActive(ctx, scope, params.id, active);
        return getSpecialist(ctx.db, scope, params.id, ctx.now());
      },
    }),
  ),
  defineHttpEndpoint(adminSpecialistInvite, {
    // The mail's link starts with the request's own origin (`mail-links.ts`): HTTP only.
    handle: async (ctx, actor, { params, query, body }, http) => {
      const scope = await managedScope(actor, query.business);
      await inviteStaff(ctx, scope, params.id, { ...body }, await staffInvitationOutbox(http.request));
      staffInvitationSent(http.request);
      return getSpecialist(ctx.db, scope, params.id, ctx.now());
    },
  }),
  defineEndpoint(adminSpecialistInvitationRevoke, {
    handle: async (ctx, actor, { params, query }) => {
      await revokeStaffInvitation(ctx, await managedScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
