// Runs drizzle-kit with `drizzle-orm` resolvable.
//
// npm installed drizzle-orm only under packages/db/node_modules while drizzle-kit was hoisted to
// the root node_modules, so a plain `npx drizzle-kit …` stops with "Please install latest version
// of drizzle-orm" (its version check imports drizzle-orm from its own location). This launcher
// points drizzle-kit's imports of drizzle-orm at this package's copy, then runs it with the same
// arguments:
//
//   node packages/db/scripts/drizzle-kit.mjs generate --config packages/db/drizzle.config.ts
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const packageJsonUrl = pathToFileURL(join(packageDir, 'package.json')).href;
const requireFromPackage = createRequire(packageJsonUrl);

// ES module imports, e.g. drizzle-kit's `await import('drizzle-orm/version')`.
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(packageJsonUrl)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// CommonJS requires.
process.env.NODE_PATH = [join(packageDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths();

const kitBin = join(dirname(requireFromPackage.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0], kitBin, ...process.argv.slice(2)];
requireFromPackage(kitBin);
