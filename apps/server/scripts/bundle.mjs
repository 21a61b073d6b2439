/**
 * The production server as one plain-JavaScript file, so `npm run serve` runs it with node
 * alone (no TypeScript loader in the process: less memory, no compile at start). Our own
 * workspace code (apps/server, packages/*) is bundled; everything from npm stays an import
 * that node resolves from node_modules as usual. `import.meta.url` / `import.meta.dirname`
 * keep meaning the original source file (config.ts finds the repository root, the database
 * package its migrations folder that way).
 *
 * Written to apps/server/dist/server.mjs (and .map) through a temporary folder and a rename, so several
 * `npm run serve` started at once never run a half-written bundle.
 */
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');
const outFile = path.join(serverRoot, 'dist/server.mjs');
const started = performance.now();

/**
 * Bare imports of npm packages stay external; workspace packages (@vizitas/*) and the server's own
 * `#server/*` imports (its package.json import map) are bundled.
 */
const externalPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vizitas/') || args.path.startsWith('node:') || args.path.startsWith('#')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` and `import.meta.dirname` as they were in each source file. */
const keepImportMeta = {
  name: 'keep-import-meta',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url') && !source.includes('import.meta.dirname')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const temporaryDir = path.join(path.dirname(outFile), `.bundle-${process.pid}`);
const temporary = path.join(temporaryDir, path.basename(outFile));
try {
  await build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A linked map beside it: node ignores it unless started with --enable-source-maps.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: repoRoot,
    plugins: [externalPackages, keepImportMeta],
  });
  await rename(`${temporary}.map`, `${outFile}.map`);
  await rename(temporary, outFile);
} finally {
  await rm(temporaryDir, { recursive: true, force: true });
}
console.error(`server bundle: ${path.relative(repoRoot, outFile)} (${Math.round(performance.now() - started)} ms)`);
