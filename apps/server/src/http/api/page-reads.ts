/**
 * The API's reads that pages take on every render, answered for a page without an in-process
 * HTTP request (docs/decisions/038). A page's loaders reach data only through `context.api`
 * (`../pages/load-context.ts`); for the paths listed here the load context calls the route's own
 * guard and read with a request made from the page's — its cookies, address and host, the path
 * and query of the API call — and gets the answer's object as the route would have sent it, with
 * no light-my-request, no hooks run for nothing, no JSON written and parsed again.
 *
 * The door stays the API's: each entry is the route's exported read (the guard inside it, the
 * area's guard before it), with the route's own query schema. Whatever is not the plain success
 * of a read is left to the real in-process call, which answers it exactly as the API does:
 * a query the schema refuses or names a parameter twice, a thrown error (401, 403, 404), a flash
 * cookie to be taken (the answer then clears it). `page-reads.test.ts` checks every entry's
 * answer against the route's JSON for visitors, customers, members and the operator.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { adminBusinessQuerySchema } from '@vizitas/shared/schemas/admin/common';
import { customerVisitListQuerySchema } from '@vizitas/shared/schemas/appointment';
import { requireMemberHook } from '#server/http/guards.ts';
import { FLASH_COOKIE } from '#server/http/plugins/flash.ts';
import { currentUserOf } from '#server/http/plugins/session.ts';
import { readAdminShell } from './admin/shell/shell.ts';
import { readPageContext } from './public/page-context/page-context.ts';
import { readCustomerVisits } from './user/appointments/appointments.ts';

/** No direct answer: take the in-process call. */
export const NOT_DIRECT = Symbol('not a direct page read');

interface PageReadEntry<Q> {
  /** The query the route's schema accepts (`undefined` when the route takes none). */
  query: ZodType<Q> | undefined;
  read(app: FastifyInstance, request: FastifyRequest, query: Q): Promise<unknown>;
}

function entry<Q>(query: ZodType<Q> | undefined, read: PageReadEntry<Q>['read']): PageReadEntry<unknown> {
  return { query, read } as PageReadEntry<unknown>;
}

const noFlash = { success: [], error: [] };

const ENTRIES: ReadonlyMap<string, PageReadEntry<unknown>> = new Map([
  [
    '/api/public/page-context',
    entry(undefined, (app, request) =>
      // A queued flash is taken by the real call: its answer clears the cookie.
      request.cookies[FLASH_COOKIE] ? Promise.resolve(NOT_DIRECT) : readPageContext(app, request, noFlash),
    ),
  ],
  // `/api/user/*`: the area's guard is `requireUser`, which the read calls first.
  ['/api/user/appointments', entry(customerVisitListQuerySchema, (app, request, query) => readCustomerVisits(app, request, query))],
  [
    '/api/admin/shell',
    entry(adminBusinessQuerySchema, async (app, request, query) => {
      await requireMemberHook(request);
      return readAdminShell(app, request, query.business);
    }),
  ],
]);

/** The query of an API path as the route's schema would see it, or undefined if a name repeats. */
function queryOf(search: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  return query;
}

/**
 * A request for the read at `apiPath`, made from the page's: what the read looks at of a request
 * (its cookies, host, address, the session and memberships kept for the page) is the page's;
 * its method is GET, its URL and query the API call's; `headers` are added to the page's.
 */
function readRequest(page: FastifyRequest, apiPath: string, query: unknown, headers: Record<string, string>): FastifyRequest {
  const raw = Object.create(page.raw, { url: { value: apiPath }, method: { value: 'GET' } }) as FastifyRequest['raw'];
  return Object.create(page, {
    raw: { value: raw },
    query: { value: query },
    params: { value: {} },
    headers: { value: { ...page.headers, ...headers } },
    // The session is the API's decoration, which a page's request has not: the same lookup.
    currentUser: {
      value(this: FastifyRequest) {
        return currentUserOf(this);
      },
    },
  }) as FastifyRequest;
}

export type PageRead = (page: FastifyRequest, apiPath: string, headers: Record<string, string>) => Promise<unknown>;

/** Reads the GET `apiPath` for a page directly, or answers {@link NOT_DIRECT}. */
export function pageReads(app: FastifyInstance): PageRead {
  return async (page, apiPath, headers) => {
    const queryAt = apiPath.indexOf('?');
    const path = queryAt === -1 ? apiPath : apiPath.slice(0, queryAt);
    const read = ENTRIES.get(path);
    if (!read) return NOT_DIRECT;
    const raw = queryOf(queryAt === -1 ? '' : apiPath.slice(queryAt + 1));
    if (!raw) return NOT_DIRECT;
    // A route without a query schema reads no query (as Fastify gives it, unchecked and unused).
    let query: unknown = {};
    if (read.query) {
      const parsed = read.query.safeParse(raw);
      if (!parsed.success) return NOT_DIRECT;
      query = parsed.data;
    }
    try {
      return await read.read(app, readRequest(page, apiPath, query, headers), query);
    } catch {
      // The API's own answer to it (an error mapped to its status and code) comes from the real call.
      return NOT_DIRECT;
    }
  };
}
