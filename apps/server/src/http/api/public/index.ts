import type { FastifyInstance } from 'fastify';
import { mountEndpoints } from '#server/http/endpoint.ts';
import { businessEndpoints } from './business/business.ts';
import { searchEndpoints } from './business/search.ts';
import { pageContextEndpoints } from './page-context/page-context.ts';
import { logAnErrorEndpoints } from './log-an-error/log-an-error.ts';
import { scheduleEndpoints } from './schedule/schedule.ts';
import { authEndpoints } from './auth/auth.ts';
import { devOutboxEndpoints } from './dev-outbox/dev-outbox.ts';
import { contactEndpoints } from './contact/contact.ts';
import { businessRegistrationEndpoints } from './business-registration/business-registration.ts';
import { invitationUnsubscribeEndpoints } from './invitation-unsubscribe/invitation-unsubscribe.ts';
import { staffInvitationEndpoints } from './staff-invitation/staff-invitation.ts';
import { unsubscribeEndpoints } from './unsubscribe/unsubscribe.ts';

/** The area's endpoints (`../../endpoint.ts`): pages call them in process too. */
export const publicEndpoints = [
  ...pageContextEndpoints,
  ...searchEndpoints,
  ...businessEndpoints,
  ...scheduleEndpoints,
  // Accounts: `/api/public/auth/*`.
  ...authEndpoints,
  ...contactEndpoints,
  ...businessRegistrationEndpoints,
  ...staffInvitationEndpoints,
  ...logAnErrorEndpoints,
];

/**
 * The unsubscribe links: they also take RFC 8058's one-click post, a form that says nothing more
 * (read as no body; the token is in the address), so they are mounted in a scope of their own
 * that reads such a form.
 */
const oneClickEndpoints = [...unsubscribeEndpoints, ...invitationUnsubscribeEndpoints];

/** Every endpoint of the area: what the pages' caller may call (the outbox only when it is shown). */
export const publicAreaEndpoints = [...publicEndpoints, ...oneClickEndpoints, ...devOutboxEndpoints];

/** `/api/public/*`: open to everyone. */
export default async function publicArea(app: FastifyInstance): Promise<void> {
  mountEndpoints(app, publicEndpoints);
  // In development (or with VIZITAS_DEV_OUTBOX=1), `/api/public/dev/outbox`.
  if (app.context.mailSettings.outboxVisible) mountEndpoints(app, devOutboxEndpoints);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    mountEndpoints(scope, oneClickEndpoints);
  });
}
