import type { FastifyInstance } from 'fastify';
import { appError } from '@vizitas/shared';
import sessionPlugin from '#server/http/plugins/session.ts';
import flashPlugin from '#server/http/plugins/flash.ts';
import { sendError } from '#server/http/plugins/errors.ts';
import textInputPlugin from '#server/http/plugins/text-input.ts';
import multipartPlugin from '#server/http/plugins/multipart.ts';
import guardBeforeBodyPlugin from '#server/http/plugins/guard-before-body.ts';
import publicArea from './public/index.ts';
import userArea from './user/index.ts';
import adminArea from './admin/index.ts';
import operatorArea from './operator/index.ts';

/** The JSON API: `/api/public`, `/api/user`, `/api/admin` (the seed's areas). */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  // The guard and the policy of an operation answer before its body's schema (401/403/404 first).
  await app.register(guardBeforeBodyPlugin);
  // A form (multipart/form-data) is read as the body its operation's schema expects, before the
  // character rule and the schema check it; the picture uploads read their file (decision 026).
  await app.register(multipartPlugin);
  // Every string of every API request goes through the one character rule.
  await app.register(textInputPlugin);
  await app.register(sessionPlugin);
  await app.register(flashPlugin);

  await app.register(publicArea, { prefix: '/public' });
  await app.register(userArea, { prefix: '/user' });
  await app.register(adminArea, { prefix: '/admin' });
  await app.register(operatorArea, { prefix: '/operator' });

  // Any other path under /api answers a JSON 404, never a page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) => sendError(reply, appError('not_found')));
}
