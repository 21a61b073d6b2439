// `npm run seed`: migrate the database the environment names (DATABASE_URL, or PGlite in
// DATA_DIR) and fill it with demo data unless it has businesses already.
import { openDatabaseFromEnv } from '../client';
import { migrate } from '../migrate';
import { seedDemoData } from '../seed/index';
import { printDemoAccounts } from './print-demo-accounts';

const database = await openDatabaseFromEnv();
try {
  console.log(database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite: ${database.dataDir}`);
  await migrate(database);
  printDemoAccounts(await seedDemoData(database));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
