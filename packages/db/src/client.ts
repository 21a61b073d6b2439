import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/**
 * The Drizzle database, the same type whichever driver is behind it. Use the query builder and
 * `db.transaction()`; `db.execute()` results differ in shape between the drivers (both carry
 * `rows`), so prefer the query builder.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `Db` or a transaction: what a function that only runs queries should accept. */
export type DbOrTx = Db | Tx;

interface DatabaseBase {
  db: Db;
  /** Runs `select 1`; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** Ends the pool or closes PGlite. Safe to call more than once. */
  close(): Promise<void>;
}

export interface PgliteDatabaseHandle extends DatabaseBase {
  kind: 'pglite';
  /** The PGlite instance (single connection; PGlite serialises queries itself). */
  client: PGlite;
  /** Data directory, or undefined when in memory. */
  dataDir: string | undefined;
}

export interface PostgresDatabaseHandle extends DatabaseBase {
  kind: 'postgres';
  /** The node-postgres pool. */
  client: pg.Pool;
  url: string;
}

/** An open database: PGlite (no URL given) or PostgreSQL (`DATABASE_URL`). */
export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL. When given, PostgreSQL is used through a node-postgres pool. */
  url?: string;
  /** PGlite data directory (created if missing). Default `<cwd>/data/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests). Ignored when `url` is given. */
  inMemory?: boolean;
  /** Maximum pool size for PostgreSQL. Default 20. */
  poolSize?: number;
  /** PGlite in memory: start from this image of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** The default PGlite data directory for a `DATA_DIR`. */
export function pgliteDataDir(dataDir: string = resolve(process.cwd(), 'data')): string {
  return resolve(dataDir, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.inMemory ? undefined : resolve(options.dataDir ?? pgliteDataDir()), options.loadDataDir);
}

/**
 * Opens the database the environment describes: PostgreSQL when `DATABASE_URL` is set,
 * otherwise PGlite in `${DATA_DIR ?? './data'}/pglite`.
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return openDatabase(databaseOptionsFromEnv(env));
}

/** The options `openDatabaseFromEnv` uses. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: pgliteDataDir(resolve(env.DATA_DIR?.trim() || './data')) };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The extension must be loaded on every open, not only when it is created.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { btree_gist },
  });
  const db: Db = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    client,
    dataDir,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= client.closed ? Promise.resolve() : client.close();
      return closed;
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<PostgresDatabaseHandle> {
  const client = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query gets a fresh connection.
  client.on('error', (error) => {
    console.error('PostgreSQL pool: idle client error', error);
  });
  const db: Db = drizzleNodePostgres({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    client,
    url,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= client.end();
      return closed;
    },
  };
}
