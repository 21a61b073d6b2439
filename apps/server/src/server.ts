import path from 'node:path';
import { migrate, openDatabase, seedDemoData, type Database, type SeedResult } from '@vizitas/db';
import { BRAND } from '@vizitas/shared';
import { buildApp, startJobWorkers } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { assertProcessesFitDatabase, isClusterWorker, ProcessCountError, requestedProcesses, runPrimary } from './cluster.ts';
import { JobQueue } from './jobs/index.ts';
import { loadSecrets } from './http/plugins/secrets.ts';

/**
 * Starts the product: database (migrated, demo data on first start), API and pages, job workers.
 * With `--processes N` (N > 1, PostgreSQL only) a primary prepares the database once and runs N
 * such servers on the same port (./cluster.ts, docs/decisions/035).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const processes = requestedProcesses(process.argv.slice(2));
  assertProcessesFitDatabase(processes, config.databaseUrl);

  if (processes > 1 && !isClusterWorker()) {
    let seed: SeedResult | undefined;
    await runPrimary({
      processes,
      async prepare() {
        const database = await openConfigured(config);
        try {
          await migrate(database);
          seed = await seedDemoData(database);
          // The job queue's schema and the app secret exist before the workers race to make them.
          const jobs = new JobQueue(database);
          await jobs.start();
          await jobs.stop();
          await loadSecrets(config.dataDir);
        } finally {
          await database.close();
        }
      },
      ready: () => console.log(banner(config, seed!, processes)),
      log: { info: (message) => console.log(message), error: (message) => console.error(message) },
    });
    return;
  }

  const database = await openConfigured(config);
  // A worker of several finds the database prepared by its primary.
  let seed: SeedResult | undefined;
  if (!isClusterWorker()) {
    await migrate(database);
    seed = await seedDemoData(database);
  }

  const app = await buildApp({
    database,
    config,
    pages: config.production
      ? { mode: 'production', buildDir: config.webBuildDir }
      : { mode: 'development', webRoot: path.resolve(import.meta.dirname, '../../web') },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      // Stop accepting connections and let the requests in flight finish first: their page
      // renders still call the API in-process, which needs the app open. Idle keep-alive
      // connections close at once; anything still open after 10 s is cut.
      await new Promise<void>((resolve) => {
        app.server.close(() => resolve());
        setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
      });
      // The job workers take no new job and finish the ones in hand while the mailer and the
      // database are still open.
      await app.context.jobs.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // This process works on the job queue too; other processes on the same PostgreSQL share it.
  startJobWorkers(app);
  await app.listen({ port: config.port, host: config.host });
  if (seed) console.log(banner(config, seed, 1, database));
}

function openConfigured(config: ServerConfig): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
}

/** What the console says once the product answers. */
function banner(config: ServerConfig, seed: SeedResult, processes: number, database?: Database): string {
  const url = `http://localhost:${config.port}`;
  const where = database?.kind === 'pglite' ? `PGlite, ${config.dataDir}` : 'PostgreSQL';
  return [
    `${BRAND.name} veikia: ${url}  (duomenų bazė: ${where}${processes > 1 ? `; serverio procesų: ${processes}` : ''})`,
    seed.seeded ? 'Įkelti demonstraciniai duomenys.' : 'Demonstraciniai duomenys jau buvo įkelti.',
    'Demonstracinės paskyros:',
    ...seed.accounts.map((account) => `  ${account.role.padEnd(10)} ${account.email}  /  ${account.password}`),
  ].join('\n');
}

main().catch((error: unknown) => {
  if (error instanceof ProcessCountError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
