import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorkerPlugin } from './vite-plugin-service-worker';

const ROOT_ROUTE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));
/** A route module (not the `?__react-router-build-client-route` module React Router makes of it). */
const ROUTE_MODULE = /\/app\/routes\/.+\.tsx$/;
/** Modules of the packages every page runs: React, React DOM (and its scheduler), React Router. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * Tells Rollup what React Router guarantees: a route never runs without the root route. Each route
 * module of the browser build imports the root (already loaded, so nothing runs twice). Rollup then
 * sees every module the root needs as loaded wherever a route is, and puts them all in one chunk
 * with the root instead of a small chunk per set of routes that also use them (docs/decisions/033).
 */
function routesImportTheRoot(): Plugin {
  return {
    name: 'vizitas-routes-import-the-root',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !ROUTE_MODULE.test(id)) return;
      // Added at the end, so no line moves (no source map to rewrite).
      return { code: `${code}\nimport '~/root';\n`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), serviceWorkerPlugin(), routesImportTheRoot()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // React, React DOM and React Router in one chunk: every page loads all of them (the client
        // entry and the root route), and no text or component of the app rides along with them.
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
        // The root's chunk is named after the root, not after whichever module Rollup picks.
        chunkFileNames: ({ moduleIds }) => (moduleIds.includes(ROOT_ROUTE) ? 'assets/shell-[hash].js' : 'assets/[name]-[hash].js'),
        // Chunks under 1 kB of code are merged into another, where they add the least code not
        // needed. At 10 kB that added 11 kB to the business page; below 1 kB a request costs more
        // than the bytes (docs/decisions/033).
        experimentalMinChunkSize: 1_000,
      },
    },
  },
  optimizeDeps: {
    include: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/modals', 'dayjs', 'dayjs/locale/lt'],
  },
  ssr: { noExternal: ['@vizitas/shared', '@vizitas/booking-engine'] },
});
