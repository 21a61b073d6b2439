/**
 * A child process for the reminder durability test (jobs/durability.test.ts): opens the database
 * named by its environment (`DATABASE_URL`, or PGlite in `VIZITAS_TEST_PGLITE_DIR`), builds the
 * app on it with the clock pinned to its argument, runs the notice sweep once (its reminders,
 * in-app rows and mail jobs committed), prints `committed` and waits, never sending: the test
 * kills it with SIGKILL there, after the commit and before any mail left.
 *
 * Run with tsx: `node --import tsx apps/server/src/testing/sweep-and-wait.ts <now ISO>`.
 */
import { openDatabase } from '@vizitas/db';
import { runNoticeSweep } from '#server/modules/reminders/index.ts';
import { createTestApp } from './test-app.ts';

const [nowIso] = process.argv.slice(2);
if (!nowIso) throw new Error('usage: sweep-and-wait.ts <now ISO>');
const now = () => new Date(nowIso);
const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.VIZITAS_TEST_PGLITE_DIR;
const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: dataDir! });
const { app } = await createTestApp({ database, now });
const result = await runNoticeSweep(app.context);
process.stdout.write(`${JSON.stringify(result)}\ncommitted\n`);
setInterval(() => undefined, 60_000);
