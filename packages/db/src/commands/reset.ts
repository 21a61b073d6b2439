// `npm run db:reset`: drop everything, migrate and seed again.
// PGlite: deletes the data directory. PostgreSQL: drops the schemas `public` (tables,
// extensions), `drizzle` (migration history) and `pgboss` (jobs), then recreates `public`.
// Refuses to run with NODE_ENV=production unless `--force` is given.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { databaseOptionsFromEnv, openDatabase } from '../client';
import { migrate } from '../migrate';
import { seedDemoData } from '../seed/index';
import { printDemoAccounts } from './print-demo-accounts';

if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
  console.error('NODE_ENV=production: duomenų bazė neištrinta. Jei tikrai to norite, pridėkite --force.');
  process.exit(1);
}

const options = databaseOptionsFromEnv();
if (options.url) {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query(`
      drop schema if exists drizzle cascade;
      drop schema if exists pgboss cascade;
      drop schema if exists public cascade;
      create schema public;
    `);
  } finally {
    await client.end();
  }
  console.log('PostgreSQL: schemos public, drizzle ir pgboss ištrintos.');
} else if (options.dataDir) {
  rmSync(options.dataDir, { recursive: true, force: true });
  console.log(`PGlite: ${options.dataDir} ištrinta.`);
}

const database = await openDatabase(options);
try {
  await migrate(database);
  printDemoAccounts(await seedDemoData(database));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
