import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries are part of the lint: each violation below must be an error. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The messages of one rule (`ruleId`) for `code` linted as if it were the file `filePath`. */
async function errorsFor(filePath: string, code: string, ruleId = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('one door to data', () => {
  const inject = `export async function read(app: { inject(options: object): Promise<unknown> }) {\n  return app.inject({ url: '/api/public/page-context' });\n}\n`;

  it("no server file calls inject (emulated HTTP) but the pages' load context", async () => {
    for (const file of [
      'apps/server/src/http/pages/boundary-probe.ts',
      'apps/server/src/http/api/boundary-probe.ts',
      'apps/server/src/boundary-probe.ts',
    ]) {
      expect(await errorsFor(file, inject, 'no-restricted-syntax'), file).toEqual([expect.stringContaining('No emulated HTTP')]);
    }
    expect(await errorsFor('apps/server/src/http/pages/load-context.ts', inject, 'no-restricted-syntax')).toEqual([]);
    expect(await errorsFor('apps/server/src/http/pages/boundary-probe.test.ts', inject, 'no-restricted-syntax')).toEqual([]);
    // In a module the rule still holds beside the module-state rule (one list of both).
    expect(await errorsFor('apps/server/src/modules/booking/boundary-probe.ts', inject, 'no-restricted-syntax')).toEqual([
      expect.stringContaining('No emulated HTTP'),
    ]);
  });

  it('no page loader or action of the web app calls inject', async () => {
    for (const file of ['apps/web/app/routes/account/boundary-probe.tsx', 'apps/web/app/lib/server/boundary-probe.ts']) {
      expect(await errorsFor(file, inject, 'no-restricted-syntax'), file).toEqual([expect.stringContaining('by contract')]);
    }
  });

  it('jobs import no http/: the HTTP adapters of the contracts serve HTTP and the pages only', async () => {
    const code = `import { defineEndpoint } from '#server/http/endpoint.ts';\nexport const a = defineEndpoint;\n`;
    expect(await errorsFor('apps/server/src/jobs/boundary-probe.ts', code, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('Jobs know nothing of HTTP'),
    ]);
    expect(await errorsFor('apps/server/src/http/api/boundary-probe.ts', code, 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('no module file keeps process state in a module-level Map or WeakMap', async () => {
    const file = 'apps/server/src/modules/booking/boundary-probe.ts';
    for (const code of [
      `const kept = new WeakMap<object, string>();\nexport const read = (key: object) => kept.get(key);\n`,
      `export const byName = new Map<string, number>();\n`,
    ]) {
      expect(await errorsFor(file, code, 'no-restricted-syntax'), code).toEqual([expect.stringContaining('process state')]);
    }
    // A map made inside a function belongs to its call: fine.
    const local = `export function count(names: string[]) {\n  const seen = new Map<string, number>();\n  for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);\n  return seen;\n}\n`;
    expect(await errorsFor(file, local, 'no-restricted-syntax')).toEqual([]);
  });
});

describe('import boundaries', () => {
  it('the booking engine imports nothing of ours, no packages and no I/O', async () => {
    const file = 'packages/booking-engine/src/boundary-probe.ts';
    expect(await errorsFor(file, `import { z } from 'zod';\nexport const a = z;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { messages } from '@vizitas/shared';\nexport const a = messages;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { readFileSync } from 'node:fs';\nexport const a = readFileSync;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { x } from '../../db/src/index';\nexport const a = x;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { addDays } from './local-date';\nexport const a = addDays;`)).toEqual([]);
  });

  it('shared code stays free of the database and Node-only modules', async () => {
    const file = 'packages/shared/src/boundary-probe.ts';
    expect(await errorsFor(file, `import { businesses } from '@vizitas/db';\nexport const a = businesses;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { readFileSync } from 'node:fs';\nexport const a = readFileSync;`)).toHaveLength(1);
  });
});

describe('web: the app never imports the database or the server', () => {
  it('@vizitas/db and @vizitas/server are refused, @vizitas/shared is fine', async () => {
    const file = 'apps/web/app/routes/boundary-probe.tsx';
    expect(await errorsFor(file, `import { businesses } from '@vizitas/db';\nexport const a = businesses;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { buildApp } from '@vizitas/server';\nexport const a = buildApp;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { messages } from '@vizitas/shared';\nexport const a = messages;`)).toEqual([]);
  });
});

describe('web: an import that leaves its folder uses the ~/ alias', () => {
  it('../ and ./folder/ are refused; ./x, ./+types/x and ~/ are fine', async () => {
    const file = 'apps/web/app/features/booking/components/boundary-probe.tsx';
    const use = (spec: string) => `import * as probe from '${spec}';\nexport const a = probe;`;
    expect(await errorsFor(file, use('../model/booking-state'))).toHaveLength(1);
    expect(await errorsFor(file, use('../../../lib/format'))).toHaveLength(1);
    expect(await errorsFor('apps/web/app/root.tsx', use('./components/layout/error-page'))).toHaveLength(1);
    expect(await errorsFor(file, use('./steps'))).toEqual([]);
    expect(await errorsFor(file, use('~/features/booking/model/booking-state'))).toEqual([]);
    expect(await errorsFor('apps/web/app/routes/site/boundary-probe.tsx', use('./+types/home'))).toEqual([]);
  });
});

describe('web: layers checked on resolved paths', () => {
  const ZONES = 'import-x/no-restricted-paths';
  const APP = path.join(new URL('..', import.meta.url).pathname, 'apps/web/app');
  /** The feature folders on disk, listed the way tools/eslint/web-boundaries.js lists them. */
  const webFeatures = readdirSync(path.join(APP, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  /** A real module under `apps/web/app/<folder>` (the resolver must find the import), as `~/…` without its extension. */
  function moduleIn(folder: string): string {
    const walk = (dir: string): string | undefined => {
      const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries)
        if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) return path.join(dir, entry.name);
      for (const entry of entries) if (entry.isDirectory()) return walk(path.join(dir, entry.name));
      return undefined;
    };
    const found = walk(path.join(APP, folder));
    if (!found) throw new Error(`no module under apps/web/app/${folder}`);
    return `~/${path.relative(APP, found).replace(/\.tsx?$/, '')}`;
  }

  /** The same module as a relative import from the folder of `fromFile` (`apps/web/app/...`). */
  function relative(fromFile: string, aliased: string): string {
    const from = path.dirname(fromFile.replace(/^apps\/web\/app\//, ''));
    const spec = path.relative(from, aliased.slice(2));
    return spec.startsWith('.') ? spec : `./${spec}`;
  }

  const use = (spec: string) => `import * as probe from '${spec}';\nexport const a = probe;`;
  const lazyUse = (spec: string) => `export const load = () => import('${spec}');`;

  it('the lint has a zone for every feature folder on disk', async () => {
    expect(webFeatures).toContain('booking');
    expect(webFeatures).toContain('business');
    const config = (await eslint.calculateConfigForFile('apps/web/app/features/boundary-probe.ts')) as {
      rules: Record<string, [unknown, { zones: Array<{ target: string }> }]>;
    };
    const targets = new Set(config.rules[ZONES]?.[1].zones.map((zone) => zone.target));
    expect(webFeatures.filter((feature) => !targets.has(`apps/web/app/features/${feature}`))).toEqual([]);
  });

  it('a relative import from one feature into another is caught', async () => {
    const file = 'apps/web/app/features/booking/components/boundary-probe.tsx';
    expect(await errorsFor(file, use('../../business/components/business-card'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('~/features/business/components/business-card'), ZONES)).toHaveLength(1);
  });

  describe.each(webFeatures)('feature "%s" is its own zone', (feature) => {
    const file = `apps/web/app/features/${feature}/components/boundary-probe.tsx`;
    const others = webFeatures.filter((other) => other !== feature);

    it('imports of every other feature are caught, by alias, relative path and import()', async () => {
      for (const other of others) {
        const target = moduleIn(`features/${other}`);
        expect(await errorsFor(file, use(target), ZONES), target).toHaveLength(1);
        expect(await errorsFor(file, use(relative(file, target)), ZONES), relative(file, target)).toHaveLength(1);
        expect(await errorsFor(file, lazyUse(target), ZONES), `import(${target})`).toHaveLength(1);
      }
    });

    it('imports of routes and the root module are caught', async () => {
      expect(await errorsFor(file, use(moduleIn('routes')), ZONES)).toHaveLength(1);
      expect(await errorsFor(file, use('~/root'), ZONES)).toHaveLength(1);
    });

    it('imports of itself, components and lib are allowed', async () => {
      const own = moduleIn(`features/${feature}`);
      expect(await errorsFor(file, use(own), ZONES)).toEqual([]);
      expect(await errorsFor(file, use(relative(file, own)), ZONES)).toEqual([]);
      expect(await errorsFor(file, use(moduleIn('components')), ZONES)).toEqual([]);
      expect(await errorsFor(file, use(moduleIn('lib')), ZONES)).toEqual([]);
      expect(await errorsFor(file, use('@vizitas/shared'), ZONES)).toEqual([]);
    });
  });

  it('components never import features or routes', async () => {
    const file = 'apps/web/app/components/dialogs/boundary-probe.tsx';
    expect(await errorsFor(file, use('~/features/reviews/components/review-prompt'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('../../features/account/components/phone-request'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, lazyUse('~/features/reviews/components/review-prompt'), ZONES)).toHaveLength(1);
    for (const feature of webFeatures)
      expect(await errorsFor(file, use(moduleIn(`features/${feature}`)), ZONES), feature).toHaveLength(1);
    expect(await errorsFor(file, use('~/routes/site/home'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('~/root'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('./modal-store'), ZONES)).toEqual([]);
    expect(await errorsFor(file, use('~/components/toasts/toast'), ZONES)).toEqual([]);
    expect(await errorsFor(file, use('~/lib/client/dialog-queue'), ZONES)).toEqual([]);
  });

  it('lib never imports routes, features or components', async () => {
    const file = 'apps/web/app/lib/client/boundary-probe.ts';
    expect(await errorsFor(file, use('~/routes/site/home'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('../../routes/site/home'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('~/root'), ZONES)).toHaveLength(1);
    for (const feature of webFeatures)
      expect(await errorsFor(file, use(moduleIn(`features/${feature}`)), ZONES), feature).toHaveLength(1);
    expect(await errorsFor(file, use('~/components/dialogs/modal-store'), ZONES)).toHaveLength(1);
    expect(await errorsFor(file, use('./storage'), ZONES)).toEqual([]);
    expect(await errorsFor(file, use('~/lib/format'), ZONES)).toEqual([]);
  });

  it('routes may import features, components and lib', async () => {
    const file = 'apps/web/app/routes/site/boundary-probe.tsx';
    for (const feature of webFeatures)
      expect(await errorsFor(file, use(moduleIn(`features/${feature}`)), ZONES), feature).toEqual([]);
    expect(await errorsFor(file, use(moduleIn('components')), ZONES)).toEqual([]);
    expect(await errorsFor(file, use(moduleIn('lib')), ZONES)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The server's layers (tools/eslint/server-boundaries.js, docs/decisions/013)

/** The messages of one rule for `code` linted as if it were `apps/server/src/<file>`. */
async function serverErrors(file: string, code: string, ruleId = 'import-x/no-restricted-paths'): Promise<string[]> {
  return errorsFor(`apps/server/src/${file}`, code, ruleId);
}

const importOf = (specifier: string, name = 'x') => `import { ${name} } from '${specifier}';\nexport const a = ${name};`;

describe('server: layers checked on resolved paths', () => {
  it('1. a module imports no Fastify, http/ or testing/ (its tests may use testing/)', async () => {
    expect(await serverErrors('modules/booking/probe.ts', importOf('fastify', 'fastify'), 'no-restricted-imports')).toHaveLength(
      1,
    );
    expect(
      await serverErrors('modules/booking/probe.ts', importOf('@fastify/cookie', 'cookie'), 'no-restricted-imports'),
    ).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', importOf('#server/http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', importOf('../../http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', importOf('#server/testing/factories.ts', 'makeSalon'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.test.ts', importOf('#server/testing/factories.ts', 'makeSalon'))).toEqual(
      [],
    );
    expect(await serverErrors('modules/booking/probe.ts', importOf('#server/core/tenancy.ts', 'tenantScope'))).toEqual([]);
  });

  it('2. the API does not import the pages', async () => {
    expect(
      await serverErrors('http/api/user/reviews/probe.ts', importOf('#server/http/pages/page-cache.ts', 'PageCache')),
    ).toHaveLength(1);
    expect(
      await serverErrors('http/api/user/reviews/probe.ts', importOf('../../../pages/page-cache.ts', 'PageCache')),
    ).toHaveLength(1);
    expect(await serverErrors('http/api/user/reviews/probe.ts', importOf('#server/http/guards.ts', 'requireUser'))).toEqual([]);
  });

  it('3. only tests import testing/', async () => {
    expect(await serverErrors('http/api/user/probe.ts', importOf('#server/testing/test-app.ts', 'createTestApp'))).toHaveLength(
      1,
    );
    expect(await serverErrors('app.ts', importOf('./testing/test-app.ts', 'createTestApp'))).toHaveLength(1);
    expect(await serverErrors('lib/probe.ts', importOf('../testing/test-app.ts', 'createTestApp'))).not.toEqual([]);
    expect(await serverErrors('http/api/user/probe.test.ts', importOf('#server/testing/test-app.ts', 'createTestApp'))).toEqual(
      [],
    );
    expect(await serverErrors('testing/probe.ts', importOf('./factories.ts', 'makeSalon'))).toEqual([]);
  });

  it('4. outside a module only its index.ts is imported', async () => {
    expect(
      await serverErrors('http/api/user/probe.ts', importOf('#server/modules/booking/presenter.ts', 'presentAppointment')),
    ).toHaveLength(1);
    expect(await serverErrors('modules/visits/probe.ts', importOf('../booking/presenter.ts', 'presentVisits'))).toHaveLength(1);
    expect(await serverErrors('app.ts', importOf('./modules/booking/presenter.ts', 'presentVisits'))).toHaveLength(1);
    expect(
      await serverErrors('http/api/user/probe.ts', importOf('#server/modules/booking/index.ts', 'presentAppointment')),
    ).toEqual([]);
    expect(await serverErrors('modules/visits/probe.ts', importOf('#server/modules/booking/index.ts', 'presentVisits'))).toEqual(
      [],
    );
    expect(await serverErrors('modules/booking/probe.ts', importOf('./presenter.ts', 'presentVisits'))).toEqual([]);
  });

  it('5. core/ and lib/ import no http/, modules/ or Fastify', async () => {
    expect(await serverErrors('lib/probe.ts', importOf('#server/modules/booking/index.ts', 'presentAppointment'))).toHaveLength(
      1,
    );
    expect(await serverErrors('core/probe.ts', importOf('#server/http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('core/probe.ts', importOf('fastify', 'fastify'), 'no-restricted-imports')).toHaveLength(1);
    expect(await serverErrors('lib/probe.ts', importOf('./accept-encoding.ts', 'acceptsGzip'))).toEqual([]);
  });

  it('4. every module on disk is guarded: its internal files refused from outside, its index allowed', async () => {
    const modulesDir = new URL('../apps/server/src/modules/', import.meta.url);
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(modules.length).toBeGreaterThan(10);
    for (const { name } of modules) {
      const internal = readdirSync(new URL(`${name}/`, modulesDir)).find(
        (file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'),
      );
      expect(internal, name).toBeDefined();
      expect(await serverErrors('http/probe.ts', importOf(`#server/modules/${name}/${internal}`)), name).toHaveLength(1);
      expect(await serverErrors('http/probe.ts', importOf(`#server/modules/${name}/index.ts`)), name).toEqual([]);
    }
  });
});

/** The modules each module's own (non-test) files import, read from the source. */
function moduleGraph(root: string): Map<string, Set<string>> {
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)) {
    const uses = new Set<string>();
    const files = readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of files) {
      const text = readFileSync(path.join(modulesDir, name, file), 'utf8');
      for (const match of text.matchAll(/from '#server\/modules\/([a-z-]+)\//g)) if (match[1] !== name) uses.add(match[1]!);
    }
    graph.set(name, uses);
  }
  return graph;
}

/** A circle of modules in `graph` (its modules in order, the first repeated at the end), or null. */
function circleIn(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = trail.indexOf(name);
    if (at !== -1) return [...trail.slice(at), name];
    if (done.has(name)) return null;
    trail.push(name);
    for (const next of graph.get(name) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    trail.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

describe('the modules depend on one another without a circle', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['account', new Set(['booking'])],
      ['booking', new Set(['business'])],
      ['business', new Set(['account'])],
      ['mail', new Set<string>()],
    ]);
    expect(circleIn(graph)).toEqual(['account', 'booking', 'business', 'account']);
    graph.get('business')!.delete('account');
    expect(circleIn(graph)).toBeNull();
  });

  it('the modules on disk have none', () => {
    const graph = moduleGraph(new URL('..', import.meta.url).pathname);
    expect(graph.get('booking')?.has('business')).toBe(true);
    expect(circleIn(graph)).toBeNull();
  });
});
