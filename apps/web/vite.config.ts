import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './vite-plugin-service-worker';

export default defineConfig({
  plugins: [reactRouter(), serviceWorkerPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Side-effect-free chunks under 10 kB are merged into one loaded with them: a page fetches
        // fewer tiny scripts (each a round trip on a phone; HTTP/1.1 has six connections).
        experimentalMinChunkSize: 10_000,
      },
    },
  },
  optimizeDeps: {
    include: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/modals', 'dayjs', 'dayjs/locale/lt'],
  },
  ssr: { noExternal: ['@vizitas/shared', '@vizitas/booking-engine'] },
});
