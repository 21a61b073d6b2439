import { appError } from '@vizitas/shared';
import { businessInvitationPrefill, invitationUnsubscribe, invitationUnsubscribeInfo } from '@vizitas/shared/api/public/links';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { readUnsubscribeLink, unsubscribeFromInvitations } from '#server/modules/invitations/index.ts';
import { invitationPrefill } from '#server/modules/onboarding/index.ts';

const rateLimit = { max: 30, timeWindow: '15 minutes' };

/**
 * The unsubscribe link of an invitation — a business's to its client (docs/decisions/029), the
 * platform's to a new business — open to anyone holding it: the
 * page asks first (`GET`, so a mail scanner that opens links unsubscribes nobody), the button
 * posts (`POST`, `{token}`). A mail client's own button posts too (RFC 8058 one-click: the token in
 * the address, `List-Unsubscribe=One-Click` as a form, no cookie, no Origin — the CSRF rule lets a
 * request without a session through). Both are rate-limited per client address.
 */
export const invitationUnsubscribeEndpoints = [
  defineEndpoint(invitationUnsubscribeInfo, {
    route: { config: { rateLimit } },
    handle: (ctx, _actor, { query }) => readUnsubscribeLink(ctx.db, query.token),
  }),
  defineEndpoint(invitationUnsubscribe, {
    route: { config: { rateLimit } },
    handle: async (ctx, _actor, { query, body }) => {
      const token = body?.token ?? query.token;
      if (!token) throw appError('validation_failed');
      return unsubscribeFromInvitations(ctx, token);
    },
  }),
  // The operator's invitation of a new business: what its registration link fills in.
  defineEndpoint(businessInvitationPrefill, {
    route: { config: { rateLimit } },
    handle: (ctx, _actor, { query }) => invitationPrefill(ctx.db, query.token),
  }),
];
