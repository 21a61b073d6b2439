import path from 'node:path';
import { migrate, openDatabase, seedDemoData } from '@vizitas/db';
import { BRAND } from '@vizitas/shared';
import { buildApp, startJobWorkers } from './app.ts';
import { readConfig } from './config.ts';

/** Starts the product: database (migrated, demo data on first start), API and pages, job workers. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await migrate(database);
  const seed = await seedDemoData(database);

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
      await app.jobs.stop();
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
  const url = `http://localhost:${config.port}`;
  const lines = [
    `${BRAND.name} veikia: ${url}  (duomenų bazė: ${database.kind === 'pglite' ? `PGlite, ${config.dataDir}` : 'PostgreSQL'})`,
    seed.seeded ? 'Įkelti demonstraciniai duomenys.' : 'Demonstraciniai duomenys jau buvo įkelti.',
    'Demonstracinės paskyros:',
    ...seed.accounts.map((account) => `  ${account.role.padEnd(10)} ${account.email}  /  ${account.password}`),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
