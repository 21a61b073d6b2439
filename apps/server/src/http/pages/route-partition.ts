/**
 * React Router matches a page's path against every route of the app four to six times a render
 * (its request handler, the static handler's query, the partial manifest once for every prefix of
 * the path) and builds the whole route tree anew for each render (`ServerRouter`): with 55 routes,
 * ~0.5 ms of CPU and a sixth of what a page allocates (docs/decisions/037, 038). A path can only
 * match routes whose first segment is its own — every route of the app starts with a static
 * segment, or has none (the root, the home page, pathless layouts) or is the catch-all — so a page
 * is rendered by a handler of the build cut down to those routes: one handler per first segment,
 * made on first use.
 *
 * What the cut build leaves out cannot match the path nor any of its prefixes, and what it keeps
 * keeps its order, so React Router finds the same routes and writes the same page
 * (`route-partition.test.ts` checks every route of the app). Anything else — a path whose first
 * segment is not plainly lower-case letters, digits and dashes, a data request (`.data`), the
 * route discovery (`/__manifest`), an action — is handled by the whole build.
 */
import type { ServerBuild } from 'react-router';

type RouteEntry = ServerBuild['routes'][string];

/** The first segment of a route's whole path ('' for none), ':' for a dynamic one, '*' for a splat. */
function firstSegmentOf(route: RouteEntry, routes: ServerBuild['routes']): string {
  const paths: string[] = [];
  for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) paths.unshift(at.path);
  }
  const first = paths.join('/').split('/').find((segment) => segment !== '') ?? '';
  if (first.startsWith(':')) return ':';
  if (first.includes('*')) return '*';
  return first.toLowerCase();
}

/** The ids of the routes a path of first segment `segment` may match, with their ancestors. */
export function routeIdsFor(routes: ServerBuild['routes'], segment: string): Set<string> {
  const kept = new Set<string>();
  const childCount = new Map<string, number>();
  for (const route of Object.values(routes)) {
    if (route?.parentId) childCount.set(route.parentId, (childCount.get(route.parentId) ?? 0) + 1);
  }
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const first = firstSegmentOf(route, routes);
    // A route without a segment of its own is kept for itself only if it is a page (the home page):
    // a layout comes with the pages under it.
    const isLayout = (childCount.get(route.id) ?? 0) > 0;
    const matches = first === segment || first === ':' || first === '*' || (first === '' && !isLayout);
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

/** The first segment a page request is rendered by ('' for the home page), or undefined: the whole build. */
export function partitionOf(method: string, pathname: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (pathname === '/') return '';
  if (pathname.includes('//') || pathname.endsWith('.data') || pathname.startsWith('/__manifest')) return undefined;
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  return PLAIN_SEGMENT.test(first) ? first : undefined;
}

/**
 * Gives the handler for a request: `make` is called once per build cut (per first segment the
 * app's routes know, and once for all the segments they do not), and once for the whole build.
 */
export function partitionedHandlers<H>(build: ServerBuild, make: (build: ServerBuild) => H): (method: string, pathname: string) => H {
  const whole = make(build);
  const known = new Set(Object.values(build.routes).flatMap((route) => (route ? [firstSegmentOf(route, build.routes)] : [])));
  const cut = new Map<string, H>();
  return (method, pathname) => {
    const segment = partitionOf(method, pathname);
    if (segment === undefined) return whole;
    const key = segment === '' || known.has(segment) ? segment : '\0other';
    let handler = cut.get(key);
    if (!handler) {
      handler = make(buildWithRoutes(build, routeIdsFor(build.routes, key)));
      cut.set(key, handler);
    }
    return handler;
  };
}
