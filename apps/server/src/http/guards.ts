/**
 * Guards: who may enter an area of the API, and the ONE helper that scopes admin queries to
 * the member's business.
 *
 * Areas (each area's `index.ts` adds the hook, so every route in it is covered):
 *   /api/public/*    everyone
 *   /api/user/*      `requireUserHook`        → 401 `unauthorized` without a login
 *   /api/admin/*     `requireMemberHook`      → 401 without a login, 403 `forbidden` unless the
 *                                               user is owner or staff of at least one business
 *                                               (or the platform operator, who works on every
 *                                               business: onboarding, plans, billing amounts)
 *   /api/operator/*  `requireOperatorHook`    → 401 without a login, 403 unless platform operator
 *
 * In an admin route, take the business scope with one call and build every query with it —
 * never write `business_id = …` by hand:
 *
 *   const scope = await requireBusinessMember(request, request.params.businessId);
 *   await db.select().from(appointments).where(scope.where(appointments, eq(appointments.id, id)));
 *   await db.update(holidays).set(changes).where(scope.where(holidays, eq(holidays.id, id)));
 *   await db.insert(holidays).values(scope.values({ startsOn, endsOn }));
 *
 * `requireBusinessMember(request, businessId?)`:
 * - `businessId` given (a uuid, e.g. from the path `/api/admin/business/{id}/…`): the user must be
 *   a member of exactly that business, else 403 `forbidden` — also when it does not exist or the
 *   id is malformed, so ids of other businesses cannot be probed;
 * - omitted: the business named by the admin query parameter `?verslas={slug}`
 *   (`ADMIN_BUSINESS_QUERY_PARAM`) when present, else the user's first membership (oldest).
 * The platform operator gets a scope with role `operator` for any existing business named
 * explicitly (id or `?verslas=`), never an implicit one.
 * A row of another business is then simply not found by `scope.where(…)`: answer 404.
 * The scope itself is `core/tenancy.ts`; what a member may do inside their business (owner,
 * staff, operator) is decided by the modules' `policy.ts`.
 */
import type { FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { businessMembers, businesses, type BusinessMemberRole, type Db } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import { cacheSlot, statementFor } from '#server/core/shelf.ts';
import { ADMIN_BUSINESS_QUERY_PARAM, appError } from '@vizitas/shared';
import { tenantScope, type TenantScope } from '#server/core/tenancy.ts';
import { checkSupportAccess, type AskedOperation } from '#server/modules/support-access/index.ts';
import { currentUserOf, type SessionUser } from './plugins/session.ts';

/**
 * Who asks, as the guards see it: an HTTP request's visitor (`askerOf`) or a page's in-process
 * call's (`pages/caller.ts`). The guards decide on this alone, so both ways in are guarded alike.
 */
export interface Asker {
  readonly db: Db;
  /** The logged-in user, or null (looked up once however often it is asked). */
  user(): Promise<SessionUser | null>;
  /** The businesses the user is owner or staff of, oldest membership first (looked up once). */
  memberships(userId: string): Promise<Membership[]>;
  /** The `?verslas=` of the address asked ('' when empty), or null when it names none. */
  adminSlug(): string | null;
  /**
   * The operation asked (an endpoint's call: HTTP or a page's in-process one), for the support
   * access check of the operator's changes; absent outside an endpoint (the areas' hooks).
   */
  operation?(): AskedOperation | null;
  /** The app's clock (the support grants' time); absent outside an endpoint. */
  now?(): Date;
}

export interface Membership {
  businessId: string;
  slug: string;
  name: string;
  role: BusinessMemberRole;
}

/** Where a request keeps its asker: on the request itself, for as long as the request lives. */
const ASKER = Symbol('asker');
type WithAsker = FastifyRequest & { [ASKER]?: Asker };

/** The asker of an HTTP request (made once per request). */
export function askerOf(request: FastifyRequest): Asker {
  const holder = request as WithAsker;
  let asker = holder[ASKER];
  if (!asker) {
    let memberships: Promise<Membership[]> | undefined;
    asker = {
      db: request.server.database.db,
      user: () => currentUserOf(request),
      memberships: (userId) => (memberships ??= loadMemberships(request.server.context, userId)),
      // Read from the raw URL: a route's validated query schema may not list `verslas`.
      adminSlug: () => new URL(request.raw.url ?? '/', 'http://localhost').searchParams.get(ADMIN_BUSINESS_QUERY_PARAM),
      // A route that is no endpoint: its method and path (an endpoint's actor names its contract).
      operation: () => {
        const route = request.routeOptions.url ?? request.url;
        return { method: request.method, name: '', route, summary: `${request.method} ${route}` };
      },
      now: () => (request.server.context ? request.server.context.now() : new Date()),
    };
    holder[ASKER] = asker;
  }
  return asker;
}

export async function requireUserOf(asker: Asker): Promise<SessionUser> {
  const user = await asker.user();
  if (!user) throw appError('unauthorized');
  return user;
}

export function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return requireUserOf(askerOf(request));
}

export async function requireOperatorOf(asker: Asker): Promise<SessionUser> {
  const user = await requireUserOf(asker);
  if (!user.isOperator) throw appError('forbidden');
  return user;
}

export function requireOperator(request: FastifyRequest): Promise<SessionUser> {
  return requireOperatorOf(askerOf(request));
}

/** The businesses the user is owner or staff of, oldest membership first (once per request). */
export function membershipsOf(request: FastifyRequest, userId: string): Promise<Membership[]> {
  return askerOf(request).memberships(userId);
}

const MEMBERSHIPS = cacheSlot('guards.memberships', (db) =>
  db
    .select({ businessId: businesses.id, slug: businesses.slug, name: businesses.name, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, sql.placeholder('userId')))
    .orderBy(asc(businessMembers.createdAt), asc(businesses.slug))
    .prepare('memberships'),
);

/** The memberships of a user, from the database. */
export function loadMemberships(reader: ReadContext, userId: string): Promise<Membership[]> {
  return statementFor(reader, MEMBERSHIPS).execute({ userId });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function adminSlugOf(asker: Asker): string | undefined {
  return asker.adminSlug() || undefined;
}

/**
 * The scope of the business the asker acts in (see the top of this file). The operator acting in a
 * business she is no member of changes it only under its owner's support grant
 * (`checkSupportAccess`), except the platform's own operations on it (`platform`: the contact marks).
 */
export async function businessScopeFor(
  asker: Asker,
  businessId?: string | null,
  options: { platform?: boolean } = {},
): Promise<TenantScope> {
  const user = await requireUserOf(asker);
  const memberships = await asker.memberships(user.id);
  const id = businessId ?? undefined;
  let membership: Membership | undefined;
  if (id !== undefined) {
    membership = UUID.test(id) ? memberships.find((m) => m.businessId === id.toLowerCase()) : undefined;
  } else {
    const slug = adminSlugOf(asker);
    membership = slug === undefined ? memberships[0] : SLUG.test(slug) ? memberships.find((m) => m.slug === slug) : undefined;
  }
  if (membership) return tenantScope(membership.businessId, user.id, membership.role);
  if (user.isOperator) {
    const operatorBusinessId = await explicitBusinessId(asker, id);
    if (operatorBusinessId) {
      const scope = tenantScope(operatorBusinessId, user.id, 'operator');
      if (!options.platform) await checkSupportAccess(asker.db, scope, asker.operation?.() ?? null, asker.now?.() ?? new Date());
      return scope;
    }
  }
  throw appError('forbidden');
}

/** The scope of the business the request acts in (see the top of this file). */
export function requireBusinessMember(request: FastifyRequest, businessId?: string): Promise<TenantScope> {
  return businessScopeFor(askerOf(request), businessId);
}

/** {@link requireBusinessMember} for a route whose business id is optional (`?business=`, a body field). */
export function businessScopeOf(request: FastifyRequest, businessId?: string | null): Promise<TenantScope> {
  return businessScopeFor(askerOf(request), businessId);
}

/** The existing business named by id or `?verslas=` slug, for the operator. */
async function explicitBusinessId(asker: Asker, businessId: string | undefined): Promise<string | undefined> {
  const slug = businessId === undefined ? adminSlugOf(asker) : undefined;
  const condition =
    businessId !== undefined
      ? UUID.test(businessId)
        ? eq(businesses.id, businessId.toLowerCase())
        : undefined
      : slug !== undefined && SLUG.test(slug)
        ? eq(businesses.slug, slug)
        : undefined;
  if (!condition) return undefined;
  const [row] = await asker.db.select({ id: businesses.id }).from(businesses).where(condition).limit(1);
  return row?.id;
}

/** The guard of `/api/admin/*`: a logged-in member of some business, or the operator. */
export async function requireMemberOf(asker: Asker): Promise<void> {
  const user = await requireUserOf(asker);
  if (user.isOperator) return;
  const memberships = await asker.memberships(user.id);
  if (memberships.length === 0) throw appError('forbidden');
}

/** onRequest hook of `/api/user/*`. */
export async function requireUserHook(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** onRequest hook of `/api/admin/*`: a logged-in member of some business, or the operator. */
export function requireMemberHook(request: FastifyRequest): Promise<void> {
  return requireMemberOf(askerOf(request));
}

/** onRequest hook of `/api/operator/*`. */
export async function requireOperatorHook(request: FastifyRequest): Promise<void> {
  await requireOperator(request);
}
