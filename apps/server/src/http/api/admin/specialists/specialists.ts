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
    handle: async (app, { query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewBusinessAdminData(scope));
      return { specialists: await listSpecialists(app.context.db, scope, app.context.now()) };
    },
  }),
  defineEndpoint(adminSpecialistCreate, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      const id = await createSpecialist(app.context, scope, { ...body });
      return getSpecialist(app.context.db, scope, id, app.context.now());
    },
  }),
  defineEndpoint(adminSpecialistsOrder, {
    handle: async (app, { query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await orderSpecialists(app.context, scope, body.ids);
      return { specialists: await listSpecialists(app.context.db, scope, app.context.now()) };
    },
  }),
  defineEndpoint(adminSpecialistUpdate, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await managedScope(actor, query.business);
      await updateSpecialist(app.context, scope, params.id, { ...body });
      return getSpecialist(app.context.db, scope, params.id, app.context.now());
    },
  }),
  ...(
    [
      [adminSpecialistDeactivate, false],
      [adminSpecialistActivate, true],
    ] as const
  ).map(([contract, active]) =>
    defineEndpoint(contract, {
      handle: async (app, { params, query }, actor) => {
        const scope = await managedScope(actor, query.business);
        await setSpecialistActive(app.context, scope, params.id, active);
        return getSpecialist(app.context.db, scope, params.id, app.context.now());
      },
    }),
  ),
  defineHttpEndpoint(adminSpecialistInvite, {
    // The mail's link starts with the request's own origin (`mail-links.ts`): HTTP only.
    handle: async (app, { params, query, body }, actor, http) => {
      const scope = await managedScope(actor, query.business);
      await inviteStaff(app.context, scope, params.id, { ...body }, await staffInvitationOutbox(http.request));
      staffInvitationSent(http.request);
      return getSpecialist(app.context.db, scope, params.id, app.context.now());
    },
  }),
  defineEndpoint(adminSpecialistInvitationRevoke, {
    handle: async (app, { params, query }, actor) => {
      await revokeStaffInvitation(app.context, await managedScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
