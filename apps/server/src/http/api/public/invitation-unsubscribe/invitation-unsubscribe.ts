import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '@vizitas/shared';
import {
  invitationOneClickQuerySchema,
  invitationUnsubscribeInfoSchema,
  invitationUnsubscribeQuerySchema,
  invitationUnsubscribeRequestSchema,
  invitationUnsubscribeResponseSchema,
} from '@vizitas/shared/schemas/invitation-unsubscribe';
import { contextOf } from '#server/http/app-context.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { readUnsubscribeLink, unsubscribeFromInvitations } from '#server/modules/invitations/index.ts';

/**
 * The unsubscribe link of a client invitation (docs/decisions/029), open to anyone holding it: the
 * page asks first (`GET`, so a mail scanner that opens links unsubscribes nobody), the button
 * posts (`POST`, `{token}`). A mail client's own button posts too (RFC 8058 one-click: the token in
 * the address, `List-Unsubscribe=One-Click` as a form, no cookie, no Origin — the CSRF rule lets a
 * request without a session through). Both are rate-limited per client address.
 */
const invitationUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: 30, timeWindow: '15 minutes' };
  // The one-click body is a form that says nothing more: read as nothing (the token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/invitation-unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'Kvietimo atsisakymo nuoroda: kieno kvietimas ir kokiu adresu (iš dalies paslėptu)',
        querystring: invitationUnsubscribeQuerySchema,
        response: { 200: invitationUnsubscribeInfoSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => readUnsubscribeLink(app.database.db, request.query.token),
  );

  app.post(
    '/invitation-unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'Atsisakyti kvietimų: šiuo adresu jų nebesiųs joks verslas (ir RFC 8058 „one-click“)',
        description: 'Kūnas `{token}`, arba žetonas adrese ir kūnas `List-Unsubscribe=One-Click` (forma).',
        querystring: invitationOneClickQuerySchema,
        body: invitationUnsubscribeRequestSchema.nullish(),
        response: { 200: invitationUnsubscribeResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw appError('validation_failed');
      return unsubscribeFromInvitations(contextOf(app), token);
    },
  );
};

export default invitationUnsubscribeRoutes;
