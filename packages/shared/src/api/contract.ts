/**
 * Endpoint contracts: an API operation written once — its name in the route table, its method,
 * its path, its area, and the zod schemas of what it takes and what it answers. The server
 * registers its route from the contract (`apps/server/src/http/endpoint.ts`), the OpenAPI
 * document is generated from the registered schemas, pages call it by contract through their
 * load context (`context.call(contract, input)`) and the browser's client builds its URL from
 * it. Nobody writes the operation's path by hand again.
 */
import type { z, ZodType } from 'zod';
import { ADMIN_BUSINESS_QUERY_PARAM, ROUTES, type RouteName } from '../routes.ts';

export type ApiArea = 'public' | 'user' | 'admin' | 'operator';
export type ContractMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ContractSpec<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  O extends ZodType,
> {
  readonly method: ContractMethod;
  /** The OpenAPI summary (Lithuanian, as the document shows it). */
  readonly summary: string;
  readonly description?: string;
  /** The path's parameters (`{slug}` in the route table's path). */
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The success answer. */
  readonly output: O;
  /** The success answer's status: 200 unless it creates something (201). */
  readonly status?: 200 | 201;
  /**
   * A second success status the operation may answer with the same output (asking for the premium
   * plan: 201 for a new request, 200 for one already made). Its endpoint answers over HTTP only.
   */
  readonly alsoStatus?: 200 | 201;
  /**
   * The answer is a file of one of these types, not JSON (`output` describes it for the document):
   * a QR code, a calendar file. Its endpoint answers over HTTP only.
   */
  readonly produces?: readonly string[];
  /**
   * The answer is a file of this one type, described so in the document (`output` is its
   * content's schema): a visit's calendar file. Its endpoint answers over HTTP only.
   */
  readonly file?: { readonly type: string; readonly description: string };
  /** The request is a picture upload, a `multipart/form-data` form (the document lists it so). */
  readonly upload?: boolean;
  /** The error statuses the document lists for it. */
  readonly errors?: readonly number[];
  /**
   * The answer is the same for everyone who asks (it reads no session and no cookie): a page may
   * keep it for a few seconds for every render (the server's public answers), tagged with the
   * business it names.
   */
  readonly shared?: boolean;
}

export interface EndpointContract<
  P extends ZodType | undefined = ZodType | undefined,
  Q extends ZodType | undefined = ZodType | undefined,
  B extends ZodType | undefined = ZodType | undefined,
  O extends ZodType = ZodType,
> extends ContractSpec<P, Q, B, O> {
  /** The route table's name of the operation. */
  readonly name: RouteName;
  /** The route table's path template, `{name}` parameters (`/api/public/business/{slug}`). */
  readonly path: string;
  readonly area: ApiArea;
  /** Whether a path (without query) is this operation's, and with which parameters. */
  readonly match: (pathname: string) => Record<string, string> | undefined;
}

type Part<S> = NonNullable<S>;
type InputPart<S> = Part<S> extends ZodType ? z.input<Part<S>> : undefined;
type ParsedPart<S> = Part<S> extends ZodType ? z.output<Part<S>> : undefined;

/**
 * What a caller gives an operation: its path parameters, its query and its body, as its schemas
 * take them; for the admin area also the business it acts in (`verslas`: a slug, sent as
 * `?verslas=`, which every admin operation reads besides its own query).
 */
export type ContractInput<C extends EndpointContract> = { verslas?: string | null } & InputField<'params', C['params']> &
  InputField<'query', C['query']> &
  InputField<'body', C['body']>;

/** A part of the input: absent without a schema, optional when its schema takes an empty object. */
type InputField<K extends string, S> = [Part<S>] extends [never]
  ? { [key in K]?: undefined }
  : object extends InputPart<S>
    ? { [key in K]?: InputPart<S> }
    : { [key in K]: InputPart<S> };

/** The input once the operation's schemas have read it. */
export interface ParsedInput<C extends EndpointContract> {
  params: ParsedPart<C['params']>;
  query: ParsedPart<C['query']>;
  body: ParsedPart<C['body']>;
}

export type ContractOutput<C extends EndpointContract> = z.output<C['output']>;

const AREA_PREFIX = /^\/api\/(public|user|admin|operator)\//;
const TEMPLATE_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A path template's matcher: `{name}` matches one path segment (not empty, no `/`), decoded.
 * The one way a path of the route table is recognised (`matchPath`): no hand-written regex of a path.
 */
export function pathMatcher(template: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  let source = '^';
  let last = 0;
  for (const found of template.matchAll(TEMPLATE_PARAM)) {
    source += escapeRegExp(template.slice(last, found.index));
    source += '([^/]+)';
    names.push(found[1]!);
    last = found.index + found[0].length;
  }
  source += `${escapeRegExp(template.slice(last))}$`;
  const pattern = new RegExp(source);
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return undefined;
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(found[index + 1]!);
      } catch {
        return undefined;
      }
    }
    return params;
  };
}

/** The parameters of `pathname` (no query) under a route's path template, or undefined when it is not the route's. */
export function matchPath(name: RouteName, pathname: string): Record<string, string> | undefined {
  return pathMatcher(ROUTES[name].path)(pathname);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An operation's contract; its path and area come from the route table's entry `name`. */
export function defineContract<
  O extends ZodType,
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(name: RouteName, spec: ContractSpec<P, Q, B, O>): EndpointContract<P, Q, B, O> {
  const path: string = ROUTES[name].path;
  const area = AREA_PREFIX.exec(path)?.[1] as ApiArea | undefined;
  if (!area) throw new Error(`Route "${name}" is not an API route: ${path}`);
  return Object.freeze({ ...spec, name, path, area, match: pathMatcher(path) });
}

/** The Fastify form of a contract's path inside its area (`/business/:slug`). */
export function areaRoutePath(contract: EndpointContract): string {
  return contract.path.slice(`/api/${contract.area}`.length).replace(TEMPLATE_PARAM, ':$1');
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL (path and query) of a call: the path's parameters filled in, then `?verslas=` when
 * given, then the query in its order.
 */
export function contractUrl(
  contract: EndpointContract,
  input: { params?: unknown; query?: unknown; verslas?: string | null },
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = contract.path.replace(TEMPLATE_PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Contract "${contract.name}" needs the parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  if (input.verslas) search.append(ADMIN_BUSINESS_QUERY_PARAM, input.verslas);
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
