/**
 * A server for the cross-process test (cluster.test.ts): the real app, API only, on the
 * PostgreSQL database `DATABASE_URL` names (migrated by the test), listening on `PORT` (0: any
 * free port). With `--processes N` it runs N of them on one port through the product's own
 * launcher (../cluster.ts), as `npm run serve -- --processes N` does. Each process prints
 * `listening <port> <pid>` once it answers, and every answer carries its pid in `x-test-pid`.
 *
 * The calendar's caches are kept for a minute here (in production: 10 s and 30 s), so that when another
 * process sees a write within a second, only the relayed event (core/event-relay.ts) can explain it.
 *
 * Run with tsx: `node --import tsx apps/server/src/testing/cluster-node.ts [--processes N]`.
 */
import { openDatabase } from '@vizitas/db';
import { buildApp } from '#server/app.ts';
import {
  assertProcessesFitDatabase,
  isClusterWorker,
  ProcessCountError,
  requestedProcesses,
  runPrimary,
} from '#server/cluster.ts';
import { readConfig } from '#server/config.ts';
import { configureAvailabilityCache } from '#server/modules/availability/index.ts';

const MINUTE = 60_000;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const processes = requestedProcesses(process.argv.slice(2));
  assertProcessesFitDatabase(processes, url);
  if (processes > 1 && !isClusterWorker()) {
    await runPrimary({
      processes,
      prepare: async () => undefined,
      ready: () => process.stdout.write(`ready ${processes}\n`),
      log: { info: () => undefined, error: (message) => process.stderr.write(`${message}\n`) },
    });
    return;
  }
  if (!url) throw new Error('cluster-node.ts needs DATABASE_URL');
  const database = await openDatabase({ url, poolSize: 5 });
  const app = await buildApp({
    database,
    config: { ...readConfig({ ...process.env, NODE_ENV: 'test' }), dataDir: process.env.DATA_DIR! },
  });
  configureAvailabilityCache(app.context.caches, { catalogueTtlMs: MINUTE, bookingsTtlMs: MINUTE });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-test-pid', String(process.pid));
  });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''} ${process.pid}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ProcessCountError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(error instanceof ProcessCountError ? 2 : 1);
});
