/**
 * Vite plugin: builds `service-worker/sw.ts` (esbuild, one file) and serves it as `/sw.js` — an
 * asset of the client build, and from memory in development. `__SHELL_VERSION__` is a hash of the
 * worker's code and the precached files, so a change of either installs a new worker and cache.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./service-worker/sw.ts', import.meta.url));
const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const PRECACHED = ['icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png', 'favicon.svg'];

async function bundle(minify: boolean): Promise<string> {
  const shellHash = createHash('sha256');
  for (const file of PRECACHED) shellHash.update(readFileSync(PUBLIC + file));
  const once = async (version: string) =>
    build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      minify,
      legalComments: 'none',
      define: { __SHELL_VERSION__: JSON.stringify(version) },
    });
  const first = await once('0');
  shellHash.update(first.outputFiles[0]!.contents);
  const result = await once(shellHash.digest('hex').slice(0, 12));
  return result.outputFiles[0]!.text;
}

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'vizitas-service-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== '/sw.js') return next();
        bundle(false).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundle(true) });
    },
  };
}
