import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';

/**
 * A fresh, migrated, empty database for one test file (or one test).
 *
 * With `DATABASE_URL` set, a new database `vizitas_t_<random>` is created on that server and
 * dropped again by `close()`; otherwise an in-memory PGlite. Either way test files running in
 * parallel never share data. Always `close()` it (e.g. in `afterAll`). On a server the pool has
 * 5 connections unless `poolSize` says otherwise (the server process opens 20). With
 * `migrationsFolder` it gets that folder's migrations instead of all of them.
 */
/** This process's image of a freshly migrated PGlite database (made once, on first use). */
let migratedImage: Promise<Blob> | undefined;

/**
 * A PGlite database is made by `initdb` and the migrations (about 3.5 s of CPU); loading the
 * image of one that was made once takes about 1 s. Every test database of a process starts from
 * the same image, and is then its own copy.
 */
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      await migrate(database);
      if (database.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
      return await database.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return migratedImage;
}

export async function createTestDatabase(options: { poolSize?: number; migrationsFolder?: string } = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const migrateOptions = options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {};
  if (!serverUrl) {
    if (options.migrationsFolder) {
      const database = await openDatabase({ inMemory: true });
      await migrate(database, migrateOptions);
      return database;
    }
    return openDatabase({ inMemory: true, loadDataDir: await migratedPgliteImage() });
  }

  const name = `vizitas_t_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
    await migrate(database, migrateOptions);
  } catch (error) {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
    throw error;
  }

  const closePool = database.close.bind(database);
  let closed: Promise<void> | undefined;
  database.close = () => {
    closed ??= (async () => {
      await closePool();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    })();
    return closed;
  };
  return database;
}

/** The SQLSTATE a statement failed with, wherever the driver puts it (PGlite and Drizzle wrap it); undefined when it succeeded. */
export async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

/** Runs one statement on the database named in the URL (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
