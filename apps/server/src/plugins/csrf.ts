import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '@vizitas/shared';
import { SESSION_COOKIE } from '../commands/account/sessions.ts';

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
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CsrfVerdict = 'allowed' | 'cross-origin' | 'unknown-origin';

/** The check itself, for reuse (e.g. by page actions): whether `request` may change state. */
export function checkSameOrigin(input: {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** `${protocol}://${host}` of the request as the server sees it. */
  ownOrigin: string;
  hasSessionCookie: boolean;
}): CsrfVerdict {
  if (!STATE_CHANGING.has(input.method.toUpperCase())) return 'allowed';
  if (input.origin !== undefined) {
    return sameOrigin(input.origin, input.ownOrigin) ? 'allowed' : 'cross-origin';
  }
  if (input.secFetchSite !== undefined) {
    return input.secFetchSite === 'same-origin' || input.secFetchSite === 'none' ? 'allowed' : 'cross-origin';
  }
  return input.hasSessionCookie ? 'unknown-origin' : 'allowed';
}

function sameOrigin(origin: string, own: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

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
