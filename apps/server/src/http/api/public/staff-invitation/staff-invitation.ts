import { staffInvitation } from '@vizitas/shared/api/public/links';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { staffInvitationView } from '#server/modules/specialists/index.ts';

/** `GET /api/public/staff-invitation?token=`: what a staff invitation's link shows before it is accepted. */
export const staffInvitationEndpoints = [
  defineEndpoint(staffInvitation, {
    handle: (ctx, _actor, { query }, http) => {
      // Not kept by anyone, the "not found" of a used or unknown link either.
      http?.reply.header('cache-control', 'no-store');
      return staffInvitationView(ctx.db, query.token, ctx.now());
    },
  }),
];
