/**
 * The API's reads that pages take on every render — the page context, a customer's visits, the
 * admin frame, a business's public reads — answered for a page without an in-process HTTP request
 * (docs/decisions/038). A page's loaders reach data only through `context.api`
 * (`../pages/load-context.ts`); for the paths listed here the load context calls the route's own
 * guard and read with a request made from the page's — its cookies, address and host, the path
 * and query of the API call — and gets the answer's object as the route would have sent it, with
 * no light-my-request, no hooks run for nothing, no JSON written and parsed again.
 *
 * The door stays the API's: each entry is the route's read (the guard inside it, the area's guard
 * before it; the public reads have none), with the route's own query schema. Whatever is not the
 * plain success of a read is left to the real in-process call, which answers it exactly as the API does:
 * a query the schema refuses or names a parameter twice, a thrown error (401, 403, 404), a flash
 * cookie to be taken (the answer then clears it). `page-reads.test.ts` checks every entry's
 * answer against the route's JSON for visitors, customers, members and the operator.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { adminBusinessQuerySchema } from '@vizitas/shared/schemas/admin/common';
import { customerVisitListQuerySchema } from '@vizitas/shared/schemas/appointment';
import { reviewsQuerySchema } from '@vizitas/shared/schemas/review';
import { calendarOptionsQuerySchema } from '@vizitas/shared/schemas/schedule';
import { calendarOptions } from '#server/modules/availability/index.ts';
import { businessDetailAnswer, galleryOf, openingHoursOf, reviewPageOf } from '#server/modules/business/index.ts';
import { requireMemberHook } from '#server/http/guards.ts';
import { FLASH_COOKIE } from '#server/http/plugins/flash.ts';
import { currentUserOf } from '#server/http/plugins/session.ts';
import { readAdminShell } from './admin/shell/shell.ts';
import { readPageContext } from './public/page-context/page-context.ts';
import { readCustomerVisits } from './user/appointments/appointments.ts';

/** No direct answer: take the in-process call. */
export const NOT_DIRECT = Symbol('not a direct page read');

interface PageReadEntry<Q> {
  /** The route's path, its `slug` parameter (a slug, as the route's schema takes it) a named group. */
  path: RegExp;
  /** The query the route's schema accepts (`undefined` when the route takes none). */
  query: ZodType<Q> | undefined;
  read(app: FastifyInstance, request: FastifyRequest, query: Q, slug: string): Promise<unknown>;
}

function entry<Q>(path: RegExp, query: ZodType<Q> | undefined, read: PageReadEntry<Q>['read']): PageReadEntry<unknown> {
  return { path, query, read } as PageReadEntry<unknown>;
}

const noFlash = { success: [], error: [] };
const now = (app: FastifyInstance) => app.now().getTime();
const SLUG = '(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)';

const ENTRIES: readonly PageReadEntry<unknown>[] = [
  entry(/^\/api\/public\/page-context$/, undefined, (app, request) =>
    // A queued flash is taken by the real call: its answer clears the cookie.
    request.cookies[FLASH_COOKIE] ? Promise.resolve(NOT_DIRECT) : readPageContext(app, request, noFlash),
  ),
  // `/api/user/*`: the area's guard is `requireUser`, which the read calls first.
  entry(/^\/api\/user\/appointments$/, customerVisitListQuerySchema, (app, request, query) => readCustomerVisits(app, request, query)),
  entry(/^\/api\/admin\/shell$/, adminBusinessQuerySchema, async (app, request, query) => {
    await requireMemberHook(request);
    return readAdminShell(app, request, query.business);
  }),
  // The business's public reads (`./public/business/business.ts`, `./public/schedule/schedule.ts`):
  // no guard, the same for everyone; the detail is the text the route sends, read as its JSON.
  // (`/api/public/business/search` is the search, a route of its own.)
  entry(new RegExp(`^/api/public/business/(?!search$)${SLUG}$`), undefined, async (app, _request, _query, slug) =>
    JSON.parse((await businessDetailAnswer(app.database.db, slug, now(app))).json),
  ),
  entry(new RegExp(`^/api/public/business/${SLUG}/gallery$`), undefined, (app, _request, _query, slug) => galleryOf(app.database.db, slug)),
  entry(new RegExp(`^/api/public/business/${SLUG}/opening-hours$`), undefined, (app, _request, _query, slug) =>
    openingHoursOf(app.database.db, slug, now(app)),
  ),
  entry(new RegExp(`^/api/public/business/${SLUG}/reviews$`), reviewsQuerySchema, (app, _request, query, slug) =>
    reviewPageOf(app.database.db, slug, query.page, query.limit),
  ),
  entry(/^\/api\/public\/schedule\/calendar-options$/, calendarOptionsQuerySchema, (app, _request, query) =>
    calendarOptions(app.database.db, query.business, now(app)),
  ),
];

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

type PageRead = (page: FastifyRequest, apiPath: string, headers: Record<string, string>) => Promise<unknown>;

/** Reads the GET `apiPath` for a page directly, or answers {@link NOT_DIRECT}. */
export function pageReads(app: FastifyInstance): PageRead {
  return async (page, apiPath, headers) => {
    const queryAt = apiPath.indexOf('?');
    const path = queryAt === -1 ? apiPath : apiPath.slice(0, queryAt);
    let read: PageReadEntry<unknown> | undefined;
    let slug = '';
    for (const candidate of ENTRIES) {
      const found = candidate.path.exec(path);
      if (found) {
        read = candidate;
        slug = found.groups?.slug ?? '';
        break;
      }
    }
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
      return await read.read(app, readRequest(page, apiPath, query, headers), query, slug);
    } catch {
      // The API's own answer to it (an error mapped to its status and code) comes from the real call.
      return NOT_DIRECT;
    }
  };
}
