import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '@vizitas/shared';
import { checkSameOrigin, type SameOriginVerdict } from '@vizitas/shared/schemas/account';
import { SESSION_COOKIE } from '#server/modules/account/index.ts';

/**
 * CSRF protection by a strict Origin check, for every state-changing request (POST, PUT,
 * PATCH, DELETE) of the API:
 * - with an `Origin` header, it must be exactly this request's own origin (scheme and host);
 * - without one, `Sec-Fetch-Site` must say `same-origin` (or `none`: typed by the person);
 * - with neither (not a browser: curl, tests, server-to-server) the request passes only when it
 *   carries no session cookie, so it cannot act as anyone.
 * A refused request is answered 403 `csrf_failed` before its body is read; nothing changes.
 * Pages call the API in-process with their own origin, so they pass.
 */
export { checkSameOrigin };
export type CsrfVerdict = SameOriginVerdict;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function csrfVerdict(request: FastifyRequest, sessionCookieName: string = SESSION_COOKIE): CsrfVerdict {
  return checkSameOrigin({
    method: request.method,
    origin: header(request, 'origin'),
    secFetchSite: header(request, 'sec-fetch-site'),
    ownOrigin: `${request.protocol}://${request.host}`,
    hasSessionCookie: Boolean(request.cookies[sessionCookieName]),
  });
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const verdict = csrfVerdict(request, SESSION_COOKIE);
    if (verdict !== 'allowed') {
      request.log.warn({ verdict, origin: request.headers.origin, url: request.url }, 'cross-site request refused');
      throw appError('csrf_failed');
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['security'] });
