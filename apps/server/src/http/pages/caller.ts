/**
 * The in-process caller of the pages: `context.call(contract, input)` runs the contract's endpoint
 * for the page's visitor — the area's guard, the contract's schemas, the endpoint's handler — in
 * the page's process, with no emulated HTTP request, no request made up for it and no JSON written
 * and read again. The door is the endpoint's: a page gets exactly what the API would answer the
 * same person (`caller.test.ts` compares the two for every endpoint a page calls).
 *
 * The HTTP way (`app.inject`) is kept for what only an HTTP answer does as the browser must see
 * it: an answer that sets a cookie (`Endpoint.setsCookie`), an operation with a rate limit (the
 * limit counts the page's call as the visitor's), and an input the contract's schemas refuse (its
 * 400 is the API's own, field by field).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { contractUrl, type ContractOutput, type EndpointContract, type ParsedInput } from '@vizitas/shared/api/contract';
import type { ApiResult } from '@vizitas/shared/load-context';
import { ADMIN_BUSINESS_QUERY_PARAM, appError, type ErrorBody } from '@vizitas/shared';
import type { RouteName } from '@vizitas/shared/routes';
import { JsonText } from '#server/lib/json-text.ts';
import { SharedAnswer } from '#server/lib/shared-answer.ts';
import { AREA_GUARDS, operationOf, takesHttpWay, type Endpoint, type EndpointActor } from '../endpoint.ts';
import type { Membership } from '../guards.ts';
import { toAppError } from '../plugins/errors.ts';
import type { SessionUser } from '../plugins/session.ts';
import { emptyFlash } from '../plugins/flash.ts';

/** The page's visitor as the caller's actors ask after her (the load context keeps both for the render). */
export interface PageVisitor {
  user(): Promise<SessionUser | null>;
  memberships(userId: string): Promise<Membership[]>;
}

/** A call the caller leaves to the HTTP way: the same method and URL through `app.inject`. */
export type HttpCall = (method: EndpointContract['method'], url: string, body: unknown) => Promise<ApiResult<unknown>>;

export interface PageCaller {
  call<C extends EndpointContract>(
    contract: C,
    input: { params?: unknown; query?: unknown; body?: unknown },
  ): Promise<ApiResult<ContractOutput<C>>>;
}

/** One part of an input read by its schema; undefined parts pass as Fastify gives them (`{}` for a query). */
function parsePart(schema: ZodType | undefined, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return { ok: true, value };
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/** The caller of an app's endpoints: made once per app (`endpoints` is every endpoint it mounts). */
export function pageCallerFactory(app: FastifyInstance, endpoints: readonly Endpoint[]) {
  // A route's name is its path's: its methods are its operations.
  const key = (name: RouteName, method: EndpointContract['method']) => `${method} ${name}`;
  const byName = new Map<string, Endpoint>(
    endpoints.map((endpoint) => [key(endpoint.contract.name, endpoint.contract.method), endpoint]),
  );
  /**
   * The caller of one page render: its visitor is the actor of every call (`visitor` looks her
   * and her memberships up, once for the render), `http` makes a call the HTTP way.
   */
  return (page: FastifyRequest, visitor: PageVisitor, http: HttpCall): PageCaller => {
    /** The actor of one call: the page's visitor, asking at the call's address. */
    const actorAt = (url: string, contract: EndpointContract): EndpointActor => {
      const queryAt = url.indexOf('?');
      const adminSlug = queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get(ADMIN_BUSINESS_QUERY_PARAM);
      return {
        db: app.context.db,
        user: visitor.user,
        memberships: visitor.memberships,
        adminSlug: () => adminSlug,
        operation: () => operationOf(contract),
        now: () => app.context.now(),
        hostname: page.hostname,
        // A page never takes the flash in process: a call that would is made over HTTP (`setsCookie`).
        takeFlash: emptyFlash,
      };
    };
    return {
      async call<C extends EndpointContract>(asked: C, input: { params?: unknown; query?: unknown; body?: unknown }) {
        // By name: the pages' build has its own copy of the contracts, equal but not the same
        // objects; the endpoint's own contract is the one that decides.
        const endpoint = byName.get(key(asked.name, asked.method));
        if (!endpoint) throw new Error(`No endpoint is mounted for the contract "${asked.method} ${asked.name}".`);
        const contract = endpoint.contract;
        const url = contractUrl(contract, input);
        const viaHttp = () => http(contract.method, url, input.body) as Promise<ApiResult<ContractOutput<C>>>;
        if (takesHttpWay(endpoint, page)) return viaHttp();
        const actor = actorAt(url, contract);
        const guard = AREA_GUARDS[contract.area];
        try {
          // The area's guard first, as HTTP runs it before the schemas (401 and 403 before a 400).
          if (guard) await guard(actor);
          const params = parsePart(contract.params, input.params);
          const query = parsePart(contract.query, input.query);
          const body = parsePart(contract.body, input.body);
          if (!params.ok || !query.ok || !body.ok) return await viaHttp();
          const parsed = { params: params.value, query: query.value, body: body.value } as ParsedInput<typeof contract>;
          const answer = await endpoint.handle(app.context, actor, parsed, null);
          const data = (
            answer instanceof SharedAnswer || answer instanceof JsonText ? JSON.parse(answer.json) : answer
          ) as ContractOutput<C>;
          return { status: contract.status ?? 200, ok: true, data, setCookie: [] };
        } catch (error) {
          const known = toAppError(error);
          if (!known || known.status >= 500) {
            page.log.error({ err: error, reqId: page.id, contract: contract.name }, 'unexpected error');
          }
          const failure = known && known.status < 500 ? known : (known ?? appError('internal_error'));
          const data: ErrorBody = { success: false, code: failure.code, message: failure.message };
          if (failure.fields) data.fields = failure.fields;
          if (failure.status >= 500) data.requestId = page.id;
          return { status: failure.status, ok: false, data: data as ContractOutput<C>, setCookie: [] };
        }
      },
    };
  };
}
