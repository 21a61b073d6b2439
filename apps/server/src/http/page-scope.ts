/**
 * One page render's shared lookups. A page's loaders reach data through the API in process
 * (`pages/load-context.ts`), often with several calls; each call is a request of its own and would
 * look up the same session and the same memberships again. The render opens a page scope and
 * names it on its in-process calls (header {@link PAGE_SCOPE_HEADER}); the session plugin and the
 * guards keep what they looked up there, so a page reads the session once, however many calls
 * its loaders make. The guards and policies still run on every call: only the lookup is shared.
 *
 * A scope is honoured only while its page renders, only for the session cookie the page was
 * asked with, and only by its id (a random UUID: 122 random bits, never sent to a browser); a
 * request from outside that names one is treated as if it named none. Only GET calls share it, and
 * the load context empties it around every call that changes something: a login or logout inside a
 * page's action is seen by the calls after it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#server/modules/account/index.ts';

export const PAGE_SCOPE_HEADER = 'x-vizitas-page-scope';

export interface PageScope {
  /** The session cookie the page was asked with (undefined for a visitor). */
  readonly sessionToken: string | undefined;
  /** Lookups kept for the page, by name (the session user, the memberships, …). */
  readonly kept: Map<string, Promise<unknown>>;
}

const open = new Map<string, PageScope>();

export interface OpenPageScope {
  readonly id: string;
  readonly scope: PageScope;
  close(): void;
}

/** Opens the scope of one page render; close it when the page has been rendered. */
export function openPageScope(sessionToken: string | undefined): OpenPageScope {
  // randomUUID draws from a kept pool of random bytes: no call into the system's generator per page.
  const id = randomUUID();
  const scope: PageScope = { sessionToken, kept: new Map() };
  open.set(id, scope);
  return { id, scope, close: () => open.delete(id) };
}

/** How many scopes are open (tests check that every render closes its own). */
export function openPageScopeCount(): number {
  return open.size;
}

/** The page scope a request belongs to, if it is one of a page's in-process calls. */
export function pageScopeOf(request: FastifyRequest): PageScope | undefined {
  const id = request.headers[PAGE_SCOPE_HEADER];
  if (typeof id !== 'string') return undefined;
  const scope = open.get(id);
  if (!scope || scope.sessionToken !== request.cookies[SESSION_COOKIE]) return undefined;
  return scope;
}

/** `look()` once per page for the GET calls of a page (kept under `name`), once per request otherwise. */
export function keptForPage<T>(request: FastifyRequest, name: string, look: () => Promise<T>): Promise<T> {
  const scope = request.method === 'GET' ? pageScopeOf(request) : undefined;
  if (!scope) return look();
  let pending = scope.kept.get(name) as Promise<T> | undefined;
  if (!pending) {
    pending = look();
    scope.kept.set(name, pending);
  }
  return pending;
}
