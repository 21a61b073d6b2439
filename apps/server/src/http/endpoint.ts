/**
 * One handler shape for an operation of the API: `defineEndpoint(contract, { handle })`. The
 * contract (`@vizitas/shared/api/...`) says what the operation takes and answers; the endpoint
 * says what it does with it: `handle(ctx, actor, input)`, given the app's context, who asks and
 * the parsed input. Its area's `index.ts` mounts it (`mountEndpoints`), behind the area's
 * guard, as a Fastify route made from the contract — the OpenAPI document is generated from those
 * schemas — and the pages call the same endpoint in process (`pages/caller.ts`) with the same
 * guard, the same schemas and the same handler: one door, two ways in.
 *
 * A handler sees who asks only as an {@link EndpointActor} (what the guards see — the logged-in
 * user, her memberships, the `?verslas=` asked — and the host), never the HTTP request: so the
 * in-process caller needs no request made up for it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import {
  areaRoutePath,
  type ApiArea,
  type ContractOutput,
  type EndpointContract,
  type ParsedInput,
} from '@vizitas/shared/api/contract';
import { ROUTES } from '@vizitas/shared';
import type { FlashMessages } from '@vizitas/shared/schemas/page-context';
import type { AppContext } from '#server/core/context.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { SharedAnswer } from '#server/lib/shared-answer.ts';
import { errorResponses, errorResponsesWithErrorCode } from './openapi.ts';
import type { AskedOperation } from '#server/modules/support-access/index.ts';
import { askerOf, requireMemberOf, requireOperatorOf, requireUserOf, type Asker } from './guards.ts';
import { sendJsonText, sendSharedAnswer } from './send-shared-answer.ts';

/** Who asks, as an operation may see it: what the guards see (`Asker`), the host, the flash. */
export interface EndpointActor extends Asker {
  /** The host name the request came to (lower case, no port). */
  readonly hostname: string;
  /** Takes the flash messages queued for the person (the answer clears them). */
  takeFlash(): FlashMessages;
}

/**
 * The guard of each area, as the in-process caller runs it (HTTP runs the same functions as the
 * areas' `onRequest` hooks, `./guards.ts`): 401 without a login, 403 outside the area.
 */
export const AREA_GUARDS: Readonly<Record<ApiArea, ((actor: Asker) => Promise<unknown>) | null>> = {
  public: null,
  user: requireUserOf,
  admin: requireMemberOf,
  operator: requireOperatorOf,
};

/**
 * The HTTP exchange of a call that came over HTTP: given to an operation that sets cookies
 * (`setsCookie`), which the in-process caller therefore never runs itself.
 */
export interface HttpExchange {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface EndpointSpec<C extends EndpointContract> {
  /**
   * The operation. It may answer a {@link SharedAnswer} — the JSON text of its answer, written once
   * for everyone who asks — or a {@link JsonText} (JSON the database wrote), which HTTP sends as
   * they are and the in-process caller reads. `ctx` is the app's one context (core/context.ts),
   * `actor` who asks, `input` the contract's parsed input; `http` is the HTTP exchange when the
   * call came over HTTP, null when a page called in process.
   */
  handle(
    ctx: AppContext,
    actor: EndpointActor,
    input: ParsedInput<C>,
    http: HttpExchange | null,
  ): Promise<ContractOutput<C> | SharedAnswer | JsonText>;
  /**
   * For a page: whether this call's answer would set a cookie, which only the HTTP answer sets as
   * the browser must see it — the in-process caller then takes the HTTP way (`app.inject`).
   */
  setsCookie?(page: FastifyRequest): boolean;
  /**
   * Fastify route options beyond the schema: an answer that compresses itself (`compress: false`),
   * a rate limit (a page's call of a limited operation takes the HTTP way, so the limit counts it),
   * error answers that also carry `errorCode`.
   */
  route?: {
    compress?: false;
    /** The request is not decompressed (a hot read answered in its first hook). */
    decompress?: false;
    /** The route's first hook: it may answer (a repeat of a URL the calendar just answered). */
    onRequest?: onRequestHookHandler;
    /** The largest body taken, bytes (an error report). */
    bodyLimit?: number;
    config?: {
      rateLimit?: Record<string, unknown>;
      answersErrorCode?: boolean;
      /** A picture upload: the handler reads the form (`withUpload`, plugins/multipart.ts). */
      upload?: boolean;
      /** Its text may hold any character (the character rule stays out; the module cleans it). */
      keepsAnyText?: boolean;
    };
  };
  /** Headers of the HTTP success answer (a page's in-process answer has none). */
  headers?: Readonly<Record<string, string>>;
}

export interface Endpoint<C extends EndpointContract = EndpointContract> extends EndpointSpec<C> {
  readonly contract: C;
}

/** Whether a page's call of the endpoint must take the HTTP way: it sets a cookie, or a rate limit counts it. */
export function takesHttpWay(endpoint: Endpoint, page: FastifyRequest): boolean {
  return endpoint.route?.config?.rateLimit !== undefined || (endpoint.setsCookie?.(page) ?? false);
}

export function defineEndpoint<C extends EndpointContract>(contract: C, spec: EndpointSpec<C>): Endpoint<C> {
  return Object.freeze({ ...spec, contract });
}

/**
 * An operation only HTTP answers as the browser must see it: it sets or clears cookies (a login,
 * a logout), reads them, or needs what only the HTTP request knows (its protocol and port, where
 * mail links start without PUBLIC_URL; its address for a per-address count). A page's call of it
 * takes the HTTP way, so its handler always has the HTTP exchange.
 */
export function defineHttpEndpoint<C extends EndpointContract>(
  contract: C,
  spec: Omit<EndpointSpec<C>, 'handle' | 'setsCookie'> & {
    handle(
      ctx: AppContext,
      actor: EndpointActor,
      input: ParsedInput<C>,
      http: HttpExchange,
    ): Promise<ContractOutput<C> | SharedAnswer | JsonText>;
  },
): Endpoint<C> {
  return defineEndpoint(contract, {
    ...spec,
    setsCookie: () => true,
    handle: (ctx, actor, input, http) => {
      if (!http) throw new Error(`"${contract.method} ${contract.name}" is answered over HTTP only.`);
      return spec.handle(ctx, actor, input, http);
    },
  });
}

/** The actor of an HTTP request. */
export function requestActor(request: FastifyRequest, reply: FastifyReply, contract?: EndpointContract): EndpointActor {
  const asker = askerOf(request);
  return {
    db: asker.db,
    user: asker.user,
    memberships: asker.memberships,
    adminSlug: asker.adminSlug,
    operation: () => (contract ? operationOf(contract) : null),
    now: () => request.server.context.now(),
    hostname: request.hostname,
    takeFlash: () => request.takeFlash(reply),
  };
}

/** An endpoint's operation as the guards see it (the support access check and its log). */
export function operationOf(contract: EndpointContract): AskedOperation {
  return { method: contract.method, name: contract.name, route: ROUTES[contract.name].path, summary: contract.summary };
}

/** The OpenAPI form of an endpoint's route schema (its error answers with `errorCode` when it answers so). */
function routeSchema(endpoint: Endpoint): Record<string, unknown> {
  const { contract } = endpoint;
  const errors = endpoint.route?.config?.answersErrorCode ? errorResponsesWithErrorCode : errorResponses;
  const answer = contract.file
    ? { description: contract.file.description, content: { [contract.file.type]: { schema: contract.output } } }
    : contract.output;
  const success: Record<number, unknown> = { [contract.status ?? 200]: answer };
  if (contract.alsoStatus) success[contract.alsoStatus] = contract.output;
  const schema: Record<string, ZodType | string | string[] | Record<number, unknown>> = {
    tags: [contract.area],
    summary: contract.summary,
    response: { ...success, ...errors(...(contract.errors ?? [])) },
  };
  if (contract.description) schema.description = contract.description;
  if (contract.produces) schema.produces = [...contract.produces];
  if (contract.upload) schema.consumes = ['multipart/form-data'];
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  return schema;
}

/**
 * The body a handler is given. One that failed its schema (`plugins/guard-before-body.ts` keeps
 * the error until the body is read) is given as a stand-in that throws that error on first use:
 * the handler takes its business scope and asks its policy first, so a visitor, a customer or a
 * member of another business is refused as such (401, 403, 404), and only someone allowed gets the
 * 400 with the field list — and nothing is written, since nothing can be read from the body.
 */
function bodyOf(request: FastifyRequest): unknown {
  try {
    return request.body;
  } catch (error) {
    const refuse = (): never => {
      throw error;
    };
    return new Proxy(Object.create(null) as object, {
      get: refuse,
      has: refuse,
      ownKeys: refuse,
      getOwnPropertyDescriptor: refuse,
      getPrototypeOf: refuse,
    });
  }
}

/**
 * Mounts endpoints as routes of an area's scope (registered with the area's prefix, after the
 * area's guard): the route's schema is the contract's, its handler the endpoint's.
 */
export function mountEndpoints(area: FastifyInstance, endpoints: readonly Endpoint[]): void {
  for (const endpoint of endpoints) {
    const { contract } = endpoint;
    area.route({
      method: contract.method,
      url: areaRoutePath(contract),
      schema: routeSchema(endpoint),
      ...(endpoint.route ?? {}),
      handler: async (request, reply) => {
        const input = { params: request.params, query: request.query, body: bodyOf(request) } as ParsedInput<typeof contract>;
        const answer = await endpoint.handle(area.context, requestActor(request, reply, contract), input, { request, reply });
        // A file, or an answer of its own status: the handler sent it through the reply.
        if (reply.sent) return reply;
        // The success answer's headers: a refusal is answered as any other error.
        if (endpoint.headers) reply.headers(endpoint.headers);
        if (answer instanceof SharedAnswer) return sendSharedAnswer(request, reply, answer);
        if (contract.status) reply.status(contract.status);
        return answer instanceof JsonText ? sendJsonText(reply, answer.json) : answer;
      },
    });
  }
}
