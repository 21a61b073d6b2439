import { acceptStaffInvitation as acceptInvitation } from '@vizitas/shared/api/user/staff-invitation';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { acceptStaffInvitation } from '#server/modules/specialists/index.ts';

/** `POST /api/user/staff-invitation/accept`: the logged-in person joins the business as staff (docs/decisions/025). */
export const userStaffInvitationEndpoints = [
  defineEndpoint(acceptInvitation, {
    handle: async (ctx, actor, { body }) => {
      const user = await requireUserOf(actor);
      return acceptStaffInvitation(ctx, user.id, body.token);
    },
  }),
];
