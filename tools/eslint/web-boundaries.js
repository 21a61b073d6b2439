// @ts-check
/**
 * Import boundaries of the web app (apps/web). The layers of apps/web/app are checked on RESOLVED
 * paths (import-x/no-restricted-paths with the TypeScript resolver), so `../../x`, `~/x` and a
 * dynamic `import()` are all caught alike:
 * - every folder under features/ is its own zone: a feature imports only itself, components/,
 *   lib/ and packages (never another feature, a route, root.tsx or routes.ts);
 * - components/ never imports features/ or routes/ (a feature's prompt plugs in through a slot);
 * - lib/ never imports features/, routes/ or components/.
 * An import that leaves its folder is written with the ~/ alias (`./x` only within the folder).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const APP = 'apps/web/app';
const appPath = (/** @type {string} */ entry) => `${APP}/${entry}`;

/** The entries directly under apps/web/app and the feature folders, read when the config loads. */
const appEntries = readdirSync(path.join(REPO, APP));
const webFeatures = readdirSync(path.join(REPO, APP, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What sits above the shared layers: the route modules and the app's own files (root.tsx, routes.ts, entry.server.tsx). */
const appShell = appEntries.filter((entry) => !['features', 'components', 'lib', 'styles'].includes(entry)).map(appPath);

/** @type {Array<{ target: string; from: string | string[]; except?: string[]; message: string }>} */
const zones = [
  ...webFeatures.flatMap((feature) => [
    {
      target: appPath(`features/${feature}`),
      from: appPath('features'),
      except: [`./${feature}`],
      message: `A feature imports only itself, components/ and lib/: move what "${feature}" needs of another feature to components/ or lib/.`,
    },
    {
      target: appPath(`features/${feature}`),
      from: [...appShell, appPath('styles')],
      message: 'A feature does not import routes or the app shell; the route imports the feature.',
    },
  ]),
  {
    target: appPath('components'),
    from: [appPath('features'), ...appShell],
    message: "Components never import features or routes: plug a feature's piece in through a slot (see ChromeSlots).",
  },
  {
    target: appPath('lib'),
    from: [appPath('features'), appPath('components'), ...appShell],
    message: 'lib/ is the lowest layer: it never imports features, components or routes.',
  },
];

/** @param {unknown[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@vizitas/db', '@vizitas/db/*'], message: 'The web app never touches the database: use the API.' },
      { group: ['@vizitas/server', '@vizitas/server/*'], message: 'The web app reaches the server only through the API.' },
      // Only a route's generated `./+types/<route>` is reached relatively below its folder.
      { regex: '^\\.\\./', message: 'An import that leaves its folder uses the ~/ alias, not ../' },
      { regex: '^\\./(?!\\+types/)[^/]+/', message: 'An import that leaves its folder uses the ~/ alias; ./x is for the same folder.' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(REPO, 'apps/web/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: REPO, zones }],
    },
  },
  {
    // One door to data: a loader or an action calls the API by contract (`context.call`), never
    // the server's emulated HTTP.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='inject']",
          message: 'A page reaches data by contract: context.call(contract, input), never app.inject.',
        },
      ],
    },
  },
];
