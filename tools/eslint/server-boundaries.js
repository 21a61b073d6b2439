// @ts-check
/**
 * Import boundaries of the server (apps/server/src) and the packages. The server's layers are
 * checked on RESOLVED paths (import-x/no-restricted-paths with the TypeScript resolver), so
 * `#server/…` aliases and relative imports are caught alike (docs/decisions/013):
 * 1. modules/** imports no Fastify, http/**, jobs/** or testing/** (its tests may use testing/);
 * 2. http/api/** never imports http/pages/**: side effects across them go through domain events;
 * 3. only tests import testing/**;
 * 4. outside a module, modules/<x>/** is imported only through modules/<x>/index.ts;
 * 5. core/** and lib/** sit below everything: no Fastify, http/**, modules/**, jobs/**, testing/**.
 * 6. No server file but the pages' load context calls `inject` (emulated HTTP): a page reaches an
 *    endpoint through the in-process caller (http/pages/caller.ts, docs/decisions/048); the web
 *    app's loaders never do (web-boundaries.js).
 * 7. jobs/** imports no http/**: the contracts' HTTP adapters (endpoints, areas) serve HTTP and
 *    the pages only (rule 1 keeps modules out, rule 5 core and lib).
 * 8. No module file declares a module-level `Map` or `WeakMap`: process state (caches, prepared
 *    statements, answers) belongs to the app that made it, not to a module (docs/decisions/050).
 *    The app's caches and prepared statements sit on its shelf (core/shelf.ts, decision 051). The
 *    only files let through are `PURE_MEMOS`: a memo of a pure computation, the same in every app.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SRC = 'apps/server/src';
const src = (/** @type {string} */ entry) => `${SRC}/${entry}`;

/** The modules (folders under modules/), read when the config loads. */
const serverModules = readdirSync(path.join(REPO, SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The entries directly under src/ other than modules/ (layers, app.ts, server.ts, config.ts). */
const outsideModules = readdirSync(path.join(REPO, SRC)).filter((entry) => entry !== 'modules');

/** @type {Array<{ target: string | string[]; from: string | string[]; except?: string[]; message: string }>} */
const zones = [
  {
    target: src('modules'),
    from: [src('http'), src('jobs')],
    message: 'A module knows nothing of HTTP or jobs: take (db, scope, input) and return data; http/ and jobs/ call modules.',
  },
  {
    target: `${SRC}/modules/**/!(*.test).ts`,
    from: src('testing'),
    message: 'Only tests import testing/.',
  },
  {
    target: src('http/api'),
    from: src('http/pages'),
    message: 'The API does not reach into the pages: emit a domain event (core/events.ts) and let the pages subscribe.',
  },
  {
    target: [`${SRC}/!(testing|modules)/**/!(*.test).ts`, `${SRC}/!(*.test).ts`],
    from: src('testing'),
    message: 'Only tests import testing/.',
  },
  {
    target: src('jobs'),
    from: src('http'),
    message: 'Jobs know nothing of HTTP: the endpoints and areas in http/ serve HTTP and the pages; jobs call modules.',
  },
  {
    target: [src('core'), src('lib')],
    from: [src('http'), src('modules'), src('jobs'), src('testing')],
    message: 'core/ and lib/ are the lowest layers: they import no http/, modules/, jobs/ or testing/.',
  },
  ...serverModules.map((name) => ({
    target: [
      ...outsideModules.map(src),
      ...serverModules.filter((other) => other !== name).map((other) => src(`modules/${other}`)),
    ],
    from: src(`modules/${name}`),
    except: ['./index.ts'],
    message: `Outside the module, "${name}" is entered only through modules/${name}/index.ts.`,
  })),
];

/** @param {unknown[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const NO_FASTIFY = {
  group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
  message: 'Fastify lives in http/ only: modules, core and lib take plain values.',
};

/**
 * Module files whose module-level map is a memo of a pure computation, not the app's state (rule
 * 8): the same key gives the same value in every app and process, whatever the data. The round
 * logo's alpha mask by its side (media/images.ts) and a zone's VTIMEZONE text by zone and year
 * (visits/ics-timezone.ts). None may be added without that being true.
 */
const PURE_MEMOS = ['modules/media/images.ts', 'modules/visits/ics-timezone.ts'].map(src);

const NO_INJECT = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='inject']",
  message:
    'No emulated HTTP: a page calls an endpoint by contract through the in-process caller (http/pages/caller.ts); only the load context takes the HTTP way.',
};

const NO_MODULE_STATE = {
  selector:
    ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap)$/]',
  message:
    'No module-level Map or WeakMap in a module: process state (a cache, prepared statements, answers) belongs to the app that made it (docs/decisions/050).',
};

export default [
  {
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/**/*.test.ts`, `${SRC}/testing/**`, `${SRC}/http/pages/load-context.ts`],
    rules: {
      'no-restricted-syntax': ['error', NO_INJECT],
    },
  },
  {
    // A later entry's options replace an earlier one's: the modules' list repeats NO_INJECT.
    files: [`${SRC}/modules/**/*.ts`],
    ignores: [`${SRC}/**/*.test.ts`, ...PURE_MEMOS],
    rules: {
      'no-restricted-syntax': ['error', NO_INJECT, NO_MODULE_STATE],
    },
  },
  {
    files: ['packages/booking-engine/**/*.ts'],
    ignores: ['packages/booking-engine/**/*.test.ts'],
    rules: restrict([
      { regex: '^(?!\\.{1,2}/)', message: 'The booking engine is pure: it imports no packages, nothing of ours and no I/O.' },
      { regex: '^\\.\\./\\.\\./', message: 'The booking engine imports nothing outside itself.' },
    ]),
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/**/*.test.ts'],
    rules: restrict([
      {
        group: ['@vizitas/db', '@vizitas/db/*', '@vizitas/server', '@vizitas/server/*', 'node:*'],
        message: 'shared runs in the browser too.',
      },
    ]),
  },
  {
    files: [`${SRC}/modules/**/*.ts`, `${SRC}/core/**/*.ts`, `${SRC}/lib/**/*.ts`],
    rules: restrict([NO_FASTIFY]),
  },
  {
    files: [`${SRC}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(REPO, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: REPO, zones }],
    },
  },
];
