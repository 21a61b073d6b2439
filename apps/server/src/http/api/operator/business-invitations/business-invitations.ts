import { operatorBusinessInvitationSend, operatorBusinessInvitations } from '@vizitas/shared/api/operator/business-invitations';
import { authorize } from '#server/core/authorize.ts';
import { businessInvitationOutbox } from '#server/http/business-invitation-mail.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf, type Asker } from '#server/http/guards.ts';
import { canInviteBusinesses, inviteBusiness, listBusinessInvitations } from '#server/modules/onboarding/index.ts';

/** The operator, once the invitations' policy lets her (before any body is read). */
async function inviter(actor: Asker) {
  const operator = await requireOperatorOf(actor);
  authorize(canInviteBusinesses(operator));
  return operator;
}

/** `/api/operator/business-invitations`: the last invitations of new businesses, and a new one. */
export const operatorBusinessInvitationEndpoints = [
  defineEndpoint(operatorBusinessInvitations, {
    handle: async (ctx, actor) => {
      await inviter(actor);
      return listBusinessInvitations(ctx.db);
    },
  }),
  defineHttpEndpoint(operatorBusinessInvitationSend, {
    handle: async (ctx, actor, { body }, http) => {
      const operator = await inviter(actor);
      const result = await inviteBusiness(ctx, operator, { ...body }, await businessInvitationOutbox(http.request));
      // Committed: this process's mail worker takes the job at once.
      if (result.outcome === 'sent') http.request.server.context.jobs.wake('send-mail');
      return result;
    },
  }),
];
