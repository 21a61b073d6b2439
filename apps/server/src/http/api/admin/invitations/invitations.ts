import { adminInvitationList, adminSendInvitations } from '@vizitas/shared/api/admin/client-invitations';
import { authorize } from '#server/core/authorize.ts';
import { clientInvitationOutbox, clientInvitationsSent } from '#server/http/client-invitation-mail.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { canInviteClients, canViewInvitations, readInvitations, sendInvitations } from '#server/modules/invitations/index.ts';

/**
 * Invitations to the business's existing clients (docs/decisions/029): the seed's
 * `POST /api/admin/send-invitation` and the list of those sent. Sending is the owner's (and the
 * operator's acting for the business); staff read the list.
 */
export const adminInvitationEndpoints = [
  defineHttpEndpoint(adminSendInvitations, {
    // The mails' links start with the request's own origin (`mail-links.ts`): HTTP only.
    handle: async (ctx, actor, { query, body }, http) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canInviteClients(scope));
      const answer = await sendInvitations(ctx, scope, body.list, await clientInvitationOutbox(http.request));
      if (answer.sent > 0) clientInvitationsSent(http.request);
      return answer;
    },
  }),
  defineEndpoint(adminInvitationList, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewInvitations(scope));
      return readInvitations(ctx, scope);
    },
  }),
];
