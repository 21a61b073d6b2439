/**
 * A child process for the durability test (jobs/durability.test.ts): opens the database named
 * by its environment (`DATABASE_URL`, or PGlite in `VIZITAS_TEST_PGLITE_DIR`), enqueues one mail
 * in a committed transaction, prints `committed`, and waits, never sending: the test kills it
 * with SIGKILL there, between the commit and the send.
 *
 * Run with tsx: `node --import tsx apps/server/src/testing/enqueue-and-wait.ts <key> <to>`.
 */
import { openDatabase } from '@vizitas/db';
import { JobQueue, enqueueMail } from '#server/jobs/index.ts';

const [key, to] = process.argv.slice(2);
if (!key || !to) throw new Error('usage: enqueue-and-wait.ts <key> <to>');
const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.VIZITAS_TEST_PGLITE_DIR;
const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: dataDir! });
const queue = new JobQueue(database);
await queue.start();
await database.db.transaction(async (tx) => {
  await enqueueMail(queue, tx, {
    key,
    message: { to, subject: 'Iki pasimatymo', text: 'Laiškas po avarijos', html: '<p>Laiškas po avarijos</p>' },
  });
});
process.stdout.write('committed\n');
setInterval(() => undefined, 60_000);
