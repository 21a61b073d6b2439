import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call an operation is decided before what they sent is judged: a visitor who posts a
 * malformed body gets 401, a member of another business 403 or 404, a staff member on an owner's
 * operation 403 — never `400 validation_failed` with the operation's field list.
 *
 * Fastify validates the body before the handler, where each operation takes its business scope
 * and asks its policy. So every route with a body schema here validates with `attachValidation`,
 * and a body that failed is put behind a getter: the handler's guard and policy run first, and the
 * first read of `request.body` throws the same validation error (400, as before). A path or query
 * that failed is still refused at once (the area's guard has already run in `onRequest`).
 * Registered by each part of the app with guarded operations (the API, web push), before its routes.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a request keeps the body it came with once that body failed its schema. */
const UNVALIDATED_BODY = Symbol('unvalidated body');
type WithUnvalidatedBody = FastifyRequest & { [UNVALIDATED_BODY]?: { body: unknown } };

/**
 * The business an operation's body names (`business`), read before the body is validated, for
 * the one operation whose scope is in its body (the admin's new appointment): its guard can then
 * answer a member of another business first. Only a string is taken; the validated body decides
 * everything else.
 */
export function businessNamedInBody(request: FastifyRequest): string | undefined {
  const kept = (request as WithUnvalidatedBody)[UNVALIDATED_BODY];
  const body = kept ? kept.body : request.body;
  const business =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as { business?: unknown }).business : undefined;
  // Only an id can name a business; anything else is left for the schema to refuse (400).
  return typeof business === 'string' && UUID.test(business) ? business : undefined;
}

async function guardBeforeBody(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.attachValidation = true;
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const error = request.validationError;
    if (!error) return;
    if (error.validationContext !== 'body') throw error;
    (request as WithUnvalidatedBody)[UNVALIDATED_BODY] = { body: request.body };
    Object.defineProperty(request, 'body', {
      configurable: true,
      get() {
        throw error;
      },
    });
  });
}

export default fp(guardBeforeBody, { name: 'guard-before-body' });
