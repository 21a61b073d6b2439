import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import appRoutes from '../../../../web/app/routes.ts';
import { buildWithRoutes, knownKeys, partitionedHandlers, partitionKey, partitionOf, routeIdsFor } from './route-partition.ts';

/**
 * The app's own route table (apps/web/app/routes.ts), flattened as the build flattens it: for
 * every path a page may have — each route's path with sample values, its prefixes, the home page,
 * unknown paths — the cut build matches the same routes as the whole one, for the path and for
 * every prefix the partial manifest matches.
 */

type Routes = ServerBuild['routes'];

function flatten(entries: RouteConfigEntry[], parentId: string, into: Routes): Routes {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    into[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: {},
    } as Routes[string];
    if (entry.children) flatten(entry.children, id, into);
  }
  return into;
}

const ROUTES = flatten(appRoutes, 'root', { root: { id: 'root', path: '', module: {} } as Routes[string] });

/** React Router's route objects of a flat table, nested as the build nests them, in the table's order. */
function tree(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const children = tree(routes, route!.id);
      return route!.index
        ? { id: route!.id, path: route!.path, index: true as const }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: children.length > 0 ? children : undefined,
          };
    });
}

function matchedIds(routes: RouteObject[], path: string): string[] {
  return (matchRoutes(routes, path) ?? []).map((match) => match.route.id!);
}

/** The paths of the partial manifest: the path's prefixes, '/' first. */
function prefixes(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const all = ['/'];
  for (let end = 1; end < segments.length; end++) all.push(`/${segments.slice(0, end).join('/')}`);
  return all;
}

/** Every route's whole path with sample values, and paths no route names. */
function samplePaths(): string[] {
  const paths = new Set<string>([
    '/',
    '/nera-tokio',
    '/nera/ir/cia',
    '/apie',
    '/vizitai/',
    '/administratorius/',
    '/administratorius/nera',
  ]);
  for (const route of Object.values(ROUTES)) {
    const parts: string[] = [];
    for (let at = route; at; at = at.parentId ? ROUTES[at.parentId] : undefined) if (at.path) parts.unshift(at.path);
    const path = `/${parts.join('/')}`.replace(/:[a-z]+/gi, 'pavyzdys-1').replace(/\*$/, 'bet-kas/kita');
    paths.add(path);
    paths.add(`${path === '/' ? '' : path}/papildomas`);
  }
  return [...paths];
}

describe('pages rendered by the routes their path may match', () => {
  const whole = tree(ROUTES);

  it('the app has the routes this relies on: every route starts with a static segment, has none, or is the catch-all', () => {
    expect(Object.keys(ROUTES).length).toBeGreaterThan(40);
    for (const route of Object.values(ROUTES)) {
      const first = route!.path?.split('/').find(Boolean);
      if (first !== undefined) expect(first === '*' || /^[a-z0-9-]+$/.test(first), route!.id).toBe(true);
    }
  });

  it('the cut build matches what the whole one matches, for every page path and each of its prefixes', () => {
    const known = knownKeys(ROUTES);
    let cutSmaller = 0;
    let adminCutSmaller = 0;
    for (const path of samplePaths()) {
      const key = partitionKey(known, 'GET', path);
      expect(key, path).toBeDefined();
      const ids = routeIdsFor(ROUTES, key!);
      const cut = tree(Object.fromEntries(Object.entries(ROUTES).filter(([id]) => ids.has(id))) as Routes);
      for (const asked of [path, ...prefixes(path)])
        expect(matchedIds(cut, asked), `${asked} (of ${path})`).toEqual(matchedIds(whole, asked));
      // The point of it: a page is rendered by a small part of the table — an admin page by its
      // section's routes when the section is named by a static second segment.
      if (!key!.startsWith('administratorius')) {
        expect(ids.size, path).toBeLessThan(Object.keys(ROUTES).length / 4);
        cutSmaller += 1;
      } else if (key!.includes('/')) {
        expect(ids.size, path).toBeLessThan(Object.keys(ROUTES).length / 4);
        adminCutSmaller += 1;
      }
    }
    expect(cutSmaller).toBeGreaterThan(20);
    expect(adminCutSmaller).toBeGreaterThan(20);
  });

  it('keys by two segments only where a route names the second: a business slug makes no handler of its own', () => {
    const known = knownKeys(ROUTES);
    expect(partitionKey(known, 'GET', '/administratorius/vizitai/sarasas')).toBe('administratorius/vizitai');
    expect(partitionKey(known, 'GET', '/administratorius/klientai/123')).toBe('administratorius/klientai');
    expect(partitionKey(known, 'GET', '/administratorius')).toBe('administratorius');
    expect(partitionKey(known, 'GET', '/administratorius/nera-tokio')).toBe('administratorius');
    expect(partitionKey(known, 'GET', '/apie/studija-aiste')).toBe('apie');
    expect(partitionKey(known, 'GET', '/naujas-vizitas/studija-aiste')).toBe('naujas-vizitas');
    expect(partitionKey(known, 'GET', '/nera/kitas')).toBe('\0other');
    expect(partitionKey(known, 'GET', '/')).toBe('');
    const list = routeIdsFor(ROUTES, 'administratorius/vizitai');
    expect(list.has('routes/admin/appointment-list')).toBe(true);
    expect(list.has('routes/admin/appointment-calendar')).toBe(true);
    expect(list.has('routes/admin/layout')).toBe(true);
    expect(list.has('admin-client-cards')).toBe(false);
  });

  it('the visits page keeps its two routes, the root and the catch-all; an admin page the admin layout and its pages', () => {
    expect([...routeIdsFor(ROUTES, 'vizitai')].sort()).toEqual(
      ['root', 'routes/site/not-found', 'routes/site/home', 'visits', 'visits-domain'].sort(),
    );
    const admin = routeIdsFor(ROUTES, 'administratorius');
    expect(admin.has('routes/admin/layout')).toBe(true);
    expect(admin.has('routes/admin/appointment-list')).toBe(true);
    expect(admin.has('about')).toBe(false);
  });

  it('what is not a plain page request is handled by the whole build', () => {
    for (const [method, path] of [
      ['POST', '/prisijungti'],
      ['GET', '/vizitai.data'],
      ['GET', '/__manifest'],
      ['GET', '//vizitai'],
      ['GET', '/Vizitai'],
      ['GET', '/vizit%C5%B3'],
    ] as const) {
      expect(partitionOf(method, path), `${method} ${path}`).toBeUndefined();
    }
    expect(partitionOf('HEAD', '/apie/salonas')).toEqual(['apie', 'salonas']);
    expect(partitionOf('GET', '/administratorius/vizitai/sarasas')).toEqual(['administratorius', 'vizitai']);
    expect(partitionOf('GET', '/vizitai/Salonas')).toEqual(['vizitai']);
    expect(partitionOf('GET', '/')).toEqual([]);
  });

  it('one handler per segment, made once; unknown segments share one; the whole build for the rest', () => {
    const build = { routes: ROUTES, assets: { routes: ROUTES } } as unknown as ServerBuild;
    const made: ServerBuild[] = [];
    const handlerFor = partitionedHandlers(build, (cut) => {
      made.push(cut);
      return made.length;
    });
    expect(handlerFor('POST', '/vizitai')).toBe(1);
    const visits = handlerFor('GET', '/vizitai');
    expect(handlerFor('GET', '/vizitai/salonas')).toBe(visits);
    expect(handlerFor('GET', '/nera')).toBe(handlerFor('GET', '/kitas'));
    expect(handlerFor('GET', '/nera')).not.toBe(visits);
    expect(made).toHaveLength(3);
    const adminList = handlerFor('GET', '/administratorius/vizitai/sarasas');
    expect(handlerFor('GET', '/administratorius/vizitai/kalendorius')).toBe(adminList);
    expect(handlerFor('GET', '/administratorius')).not.toBe(adminList);
    expect(made).toHaveLength(5);
    const visitsBuild = made[visits - 1]!;
    expect(Object.keys(visitsBuild.routes)).toEqual(Object.keys(visitsBuild.assets.routes));
    expect(Object.keys(visitsBuild.routes)).toEqual(
      [...routeIdsFor(ROUTES, 'vizitai')].sort((a, b) => Object.keys(ROUTES).indexOf(a) - Object.keys(ROUTES).indexOf(b)),
    );
    expect(buildWithRoutes(build, new Set(['root'])).routes).toEqual({ root: ROUTES.root });
  });
});
