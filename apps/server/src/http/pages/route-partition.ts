/**
 * React Router matches a page's path against every route of the app four to six times a render
 * (its request handler, the static handler's query, the partial manifest once for every prefix of
 * the path) and builds the whole route tree anew for each render (`ServerRouter`): with 55 routes,
 * ~0.5 ms of CPU and a sixth of what a page allocates (docs/decisions/037, 038). A path can only
 * match routes whose first segment is its own — every route of the app starts with a static
 * segment, or has none (the root, the home page, pathless layouts) or is the catch-all — so a page
 * is rendered by a handler of the build cut down to those routes: one handler per first segment,
 * made on first use — or, where routes of that segment name a static second segment (the admin
 * area's `vizitai`, `klientai`, …), per first two segments: an admin page is rendered with a
 * dozen routes instead of thirty (docs/decisions/039). A second segment no route names (a
 * business's slug) does not make a handler of its own, so there are as many handlers as the app's
 * route table says, whatever paths are asked.
 *
 * What the cut build leaves out cannot match the path nor any of its prefixes, and what it keeps
 * keeps its order, so React Router finds the same routes and writes the same page
 * (`route-partition.test.ts` checks every route of the app). Anything else — a path whose first
 * segment is not plainly lower-case letters, digits and dashes, a data request (`.data`), the
 * route discovery (`/__manifest`), an action — is handled by the whole build.
 */
import type { ServerBuild } from 'react-router';

type RouteEntry = ServerBuild['routes'][string];

/** How many leading segments of a path may choose its handler. */
const KEY_SEGMENTS = 2;

/**
 * A route's whole path as segments: static ones lower-cased, ':' for a dynamic one, '*' for a
 * splat or anything optional (from there on it may match whatever follows).
 */
function segmentsOf(route: RouteEntry, routes: ServerBuild['routes']): string[] {
  const paths: string[] = [];
  for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) paths.unshift(at.path);
  }
  const segments: string[] = [];
  for (const segment of paths.join('/').split('/')) {
    if (segment === '') continue;
    if (segment.includes('*') || segment.endsWith('?')) {
      segments.push('*');
      break;
    }
    segments.push(segment.startsWith(':') ? ':' : segment.toLowerCase());
  }
  return segments;
}

/** Whether a route of these segments may match a path (or a prefix of it) beginning with `key`. */
function mayMatch(segments: readonly string[], key: readonly string[]): boolean {
  for (let i = 0; i < key.length && i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') return true;
    if (segment !== ':' && segment !== key[i]) return false;
  }
  return true;
}

/**
 * The ids of the routes a path beginning with `key` (its first segment, or its first two joined
 * by '/') may match, with their ancestors.
 */
export function routeIdsFor(routes: ServerBuild['routes'], key: string): Set<string> {
  const wanted = key === '' ? [] : key.split('/');
  const kept = new Set<string>();
  const childCount = new Map<string, number>();
  for (const route of Object.values(routes)) {
    if (route?.parentId) childCount.set(route.parentId, (childCount.get(route.parentId) ?? 0) + 1);
  }
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const segments = segmentsOf(route, routes);
    // A route without a segment of its own is kept for itself only if it is a page (the home page):
    // a layout comes with the pages under it.
    const isLayout = (childCount.get(route.id) ?? 0) > 0;
    const matches = segments.length === 0 ? !isLayout : wanted.length === 0 ? segments[0] === '*' : mayMatch(segments, wanted);
    if (!matches) continue;
    for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) kept.add(at.id);
  }
  return kept;
}

/** The build with only the routes of `ids`, in their order (the server's routes and the browser's manifest). */
export function buildWithRoutes(build: ServerBuild, ids: Set<string>): ServerBuild {
  const only = <T>(all: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

const PLAIN_SEGMENT = /^[a-z0-9-]+$/;

/**
 * The leading segments a page request may be rendered by (up to two, plain lower-case letters,
 * digits and dashes; none for the home page), or undefined: the whole build.
 */
export function partitionOf(method: string, pathname: string): string[] | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (pathname === '/') return [];
  if (pathname.includes('//') || pathname.endsWith('.data') || pathname.startsWith('/__manifest')) return undefined;
  const segments = pathname.slice(1).split('/', KEY_SEGMENTS);
  if (!PLAIN_SEGMENT.test(segments[0]!)) return undefined;
  return segments.length > 1 && PLAIN_SEGMENT.test(segments[1]!) ? segments : segments.slice(0, 1);
}

/** The handler keys the app's routes know: every first segment, and first/second where the second is static. */
export function knownKeys(routes: ServerBuild['routes']): Set<string> {
  const known = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const segments = segmentsOf(route, routes);
    if (segments.length === 0) continue;
    known.add(segments[0]!);
    if (segments.length > 1 && segments[1] !== ':' && segments[1] !== '*') known.add(`${segments[0]}/${segments[1]}`);
  }
  return known;
}

/** The key of a request's handler among `known` ({@link knownKeys}), or undefined for the whole build. */
export function partitionKey(known: ReadonlySet<string>, method: string, pathname: string): string | undefined {
  const segments = partitionOf(method, pathname);
  if (segments === undefined) return undefined;
  if (segments.length === 0) return '';
  if (segments.length > 1 && known.has(`${segments[0]}/${segments[1]}`)) return `${segments[0]}/${segments[1]}`;
  return known.has(segments[0]!) ? segments[0] : '\0other';
}

/**
 * Gives the handler for a request: `make` is called once per build cut (per key the app's routes
 * know, and once for all the paths they do not), and once for the whole build.
 */
export function partitionedHandlers<H>(
  build: ServerBuild,
  make: (build: ServerBuild) => H,
): (method: string, pathname: string) => H {
  const whole = make(build);
  const known = knownKeys(build.routes);
  const cut = new Map<string, H>();
  return (method, pathname) => {
    const key = partitionKey(known, method, pathname);
    if (key === undefined) return whole;
    let handler = cut.get(key);
    if (!handler) {
      handler = make(buildWithRoutes(build, routeIdsFor(build.routes, key)));
      cut.set(key, handler);
    }
    return handler;
  };
}
