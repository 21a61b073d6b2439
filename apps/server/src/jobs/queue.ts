import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database, DbOrTx } from '@vizitas/db';
import { JOB_STATES, type JobStateCounts, type JobStateName } from '@vizitas/shared/schemas/operator-jobs';
import { open as openSealed, seal as sealText } from '#server/lib/secret-box.ts';
import type { MailMessage } from '#server/modules/mail/index.ts';
import { databaseExecutor, drizzleExecutor, type SqlExecutor } from './pg-boss-db.ts';

/** Key of the advisory lock processes take turns on while setting up the queue ("vizitas-jobs"). */
const QUEUE_SETUP_LOCK_KEY = '7594311840273462017';

/**
 * The durable job queue: pg-boss 10 in the schema `pgboss` of the product's own database
 * (PGlite or PostgreSQL), owned by the app (`app.context.jobs`). See docs/decisions/014.
 */

/** Every job the product runs, with what it carries. */
export interface JobPayloads {
  /**
   * The notice sweep of one minute (docs/decisions/028): completes past visits and sends the
   * reminders and review requests due by then. `minute` (the app clock's, ISO) is its key: every
   * process ticks, one job a minute is made.
   */
  'notices-sweep': { minute: string };
  /**
   * One e-mail; `key` names it for good: one key, at most one mail sent (jobs/handlers/send-mail.ts).
   * A mail that carries a secret (a link's token) travels `sealed`: its JSON encrypted with the
   * queue's seal key, so the job table never holds a usable token (lib/tokens.ts).
   */
  'send-mail': { key: string; message: MailMessage } | { key: string; sealed: string };
  /**
   * One in-app notification pushed to one browser of its user (jobs/handlers/send-push.ts,
   * docs/decisions/027); `key` is `push:<notification id>:<subscription id>`.
   */
  'send-push': { key: string; notificationId: string; subscriptionId: string };
}

export type JobName = keyof JobPayloads;

/**
 * A mail as it travels in a job: JSON. Fields the mailer gains later pass through unchanged
 * (a loose object), so the job never drops part of a message.
 */
export const mailMessageSchema = z.looseObject({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  attachments: z.array(z.object({ filename: z.string().min(1), contentType: z.string().min(1), content: z.string() })).optional(),
});

/** A job's key: what makes the same event enqueue the same job. */
export const jobKeySchema = z.string().min(1).max(300);

/** Payloads are checked when enqueued and again when a worker takes the job. */
export const JOB_PAYLOADS: { readonly [N in JobName]: z.ZodType<JobPayloads[N]> } = {
  'send-mail': z.union([
    z.object({ key: jobKeySchema, message: mailMessageSchema }),
    z.object({ key: jobKeySchema, sealed: z.string().min(1) }),
  ]),
  'send-push': z.object({ key: jobKeySchema, notificationId: z.uuid(), subscriptionId: z.uuid() }),
  'notices-sweep': z.object({ minute: z.iso.datetime() }),
};

export const JOB_NAMES = Object.keys(JOB_PAYLOADS) as JobName[];

/** A job that failed with no retries left, as the operator's jobs page shows it. */
export interface FailedJob {
  id: string;
  queue: JobName;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
  error: string;
}

/** The error a failed job recorded (`{ message }`, or pg-boss's own serialised error). */
function errorOf(output: unknown): string {
  const value = typeof output === 'string' ? safeJson(output) : output;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') return value.message;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How a job is retried and how long one attempt may stay active before pg-boss fails it. */
export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each next wait doubles (with jitter). */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still active after this long counts as failed (its process died) and is retried. */
  expireInSeconds: number;
}

/**
 * Mail: 10 retries from 10 s doubling (about 10–20 s, 20–40 s, … up to some hours in all: a mail
 * provider's outage of an afternoon is ridden out); an attempt is given 45 s, which holds the SMTP
 * transport's timeouts (10 s to connect, 10 s for the greeting, 20 s of silence), so a mail that
 * was in flight when its process died is tried again within about 80 s (docs/decisions/014).
 */
export const RETRY_POLICIES: { readonly [N in JobName]: RetryPolicy } = {
  /** The sweep: 3 retries from 20 s (the next minute's sweep does the same work anyway); 2 minutes an attempt. */
  'notices-sweep': { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 },
  'send-mail': { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 45 },
  /** Push: 6 retries from 30 s doubling (about half an hour in all); an attempt is given a minute. */
  'send-push': { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
};

/**
 * How often pg-boss's maintenance runs (in one process at a time): it fails the attempts that
 * outlived their `expireInSeconds` — the jobs of a process that died — and schedules their retry.
 * pg-boss's default, 2 minutes, let a mail in flight at a crash wait up to 7 minutes (with the
 * old 5-minute attempt); 15 s keeps the whole wait under 120 s. Each run is a few small statements.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 15;

/** The id of the job `name` for `key`: the same key always names the same job (a UUID from SHA-256). */
export function jobId(name: JobName, key: string): string {
  const bytes = createHash('sha256').update(`${name}\n${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8: "custom" (RFC 9562)
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A job as a worker's handler gets it. */
export interface JobRun<N extends JobName> {
  id: string;
  name: N;
  payload: JobPayloads[N];
}

export type JobHandlers = { [N in JobName]: (run: JobRun<N>) => Promise<void> };

/** pino's shape (Fastify's logger fits), so jobs/ does not import Fastify. */
export interface JobLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work. Default 2000 ms; tests poll faster. */
  pollIntervalMs?: number;
  /** Overrides every job's first retry delay, in seconds (tests: 1). */
  retryDelaySeconds?: number;
  /**
   * The key (AES-256-GCM, lib/secret-box.ts) of sealed payloads — mails with a link's token. Read
   * when first needed (the app's secrets load after the queue starts); every process sharing the
   * queue derives the same one from the app secret.
   */
  sealKey?: () => Buffer;
  log?: JobLog;
}

const SILENT: JobLog = { info() {}, warn() {}, error() {} };

/**
 * One queue per app. `start()` creates pg-boss's schema and the queues (idempotent; several
 * processes may start at once), `send()` enqueues, `work()` starts this process's workers,
 * `stop()` lets the jobs in hand finish and stops.
 *
 * Workers are our own loop over pg-boss's `fetch` / `complete` / `fail` (pg-boss's `work()`
 * does not wait for its completion queries, which a graceful stop needs): a fetch takes the
 * next due job with `FOR UPDATE SKIP LOCKED`, so workers of several processes never take the
 * same job; a job whose process died stays `active` until its `expireInSeconds` ends, then
 * pg-boss's maintenance fails it and it is retried.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #executor: SqlExecutor;
  readonly #db: DbOrTx;
  readonly #pollIntervalMs: number;
  readonly #retryDelaySeconds: number | undefined;
  readonly #log: JobLog;
  readonly #sealKey: (() => Buffer) | undefined;
  #started = false;
  #stopping = false;
  readonly #loops: Promise<void>[] = [];
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #wakers = new Map<JobName, Set<() => void>>();
  readonly #database: Database;

  constructor(database: Database, options: JobQueueOptions = {}) {
    this.#database = database;
    this.#executor = databaseExecutor(database);
    this.#db = database.db;
    this.#pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.#retryDelaySeconds = options.retryDelaySeconds;
    this.#log = options.log ?? SILENT;
    this.#sealKey = options.sealKey;
    this.#boss = new PgBoss({
      db: this.#executor,
      // No cron yet (jobs/schedules.ts will turn it on); maintenance (expiry, archive) stays on.
      schedule: false,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    });
    this.#boss.on('error', (error) => this.#log.error({ err: error }, 'job queue error'));
  }

  /** Creates (or migrates) pg-boss's schema and the queues. */
  async start(): Promise<void> {
    if (this.#started) return;
    await this.#oneProcessAtATime(async () => {
      await this.#boss.start();
      for (const name of JOB_NAMES) await this.#boss.createQueue(name);
    });
    this.#started = true;
  }

  /**
   * On PostgreSQL, processes starting at once take turns (a session-level advisory lock): two
   * pg-boss installs or queue creations running side by side deadlock on its tables
   * (docs/decisions/035). PGlite is one process.
   */
  async #oneProcessAtATime(work: () => Promise<void>): Promise<void> {
    if (this.#database.kind !== 'postgres') return work();
    const connection = await this.#database.client.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
      try {
        await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  }

  /**
   * Enqueues `name` for `key`. The same name and key always name the same job (its id is
   * derived from them), so a second call while the first job is kept is a no-op: returns
   * `false`. With `db` a Drizzle transaction, the job is written in that transaction: it
   * exists exactly when the transaction commits. (After a completed job's row is archived,
   * 12 h, the same key enqueues anew; the handler's own marker keeps its effect single.)
   * `startAfter`: the job is not taken before then (a push held back for the quiet hours).
   */
  async send<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: { key: string; db?: DbOrTx; startAfter?: Date },
  ): Promise<boolean> {
    const data = JOB_PAYLOADS[name].parse(payload) as object;
    const key = jobKeySchema.parse(options.key);
    const policy = RETRY_POLICIES[name];
    const inTransaction = options.db !== undefined && options.db !== this.#db;
    const id = await this.#boss.send(name, data, {
      id: jobId(name, key),
      retryLimit: policy.retryLimit,
      retryDelay: this.#retryDelaySeconds ?? policy.retryDelay,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(inTransaction ? { db: drizzleExecutor(options.db!) } : {}),
    });
    // Outside a transaction the job is there now: wake this process's worker.
    if (id !== null && !inTransaction) this.#wake(name);
    return id !== null;
  }

  /** `text` encrypted for a payload (see `sealKey`). */
  seal(text: string): string {
    if (!this.#sealKey) throw new Error('JobQueue has no seal key');
    return sealText(this.#sealKey(), text);
  }

  /** A sealed payload part opened; throws when it was not sealed with this queue's key. */
  unseal(sealed: string): string {
    if (!this.#sealKey) throw new Error('JobQueue has no seal key');
    const text = openSealed(this.#sealKey(), sealed);
    if (text === null) throw new Error('a sealed job payload does not open with this key');
    return text;
  }

  /** Starts one worker loop per job name in this process. */
  work(handlers: JobHandlers): void {
    if (!this.#started) throw new Error('JobQueue.work() before start()');
    if (this.#stopping) return;
    for (const name of JOB_NAMES) {
      this.#loops.push(this.#loop(name, handlers[name] as (run: JobRun<JobName>) => Promise<void>));
    }
  }

  /**
   * Every `everyMs`, and once at once, enqueues `name` with what `next()` gives — its key makes
   * the job of one period once, whichever process ticks first (the notice sweep's minute,
   * docs/decisions/028). Stops with `stop()`. A tick that fails is logged; the next one comes.
   */
  repeat<N extends JobName>(name: N, everyMs: number, next: () => { key: string; payload: JobPayloads[N] }): void {
    if (this.#stopping) return;
    const tick = () => {
      if (this.#stopping) return;
      const { key, payload } = next();
      this.send(name, payload, { key }).catch((error: unknown) =>
        this.#log.error({ err: error, queue: name }, 'repeated job not enqueued'),
      );
    };
    const timer = setInterval(tick, everyMs);
    timer.unref();
    this.#timers.push(timer);
    tick();
  }

  /** How many jobs each queue holds, by state (jobs not yet archived: completed ones stay 12 h). */
  async counts(): Promise<Array<{ name: JobName; counts: JobStateCounts }>> {
    const { rows } = await this.#executor.executeSql(
      'SELECT name, state::text AS state, count(*)::int AS size FROM pgboss.job GROUP BY name, state',
      [],
    );
    return JOB_NAMES.map((name) => {
      const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobStateCounts;
      for (const row of rows as Array<{ name: string; state: JobStateName; size: number | string }>) {
        if (row.name === name) counts[row.state] = Number(row.size);
      }
      return { name, counts };
    });
  }

  /**
   * The last failed jobs (no retries left), newest first: queue, id, attempts, when, and the error
   * (the handler's message, cut to 500 characters). Their payloads stay out: a mail's recipient and
   * text are nobody's business here.
   */
  async failedJobs(limit = 20): Promise<FailedJob[]> {
    const { rows } = await this.#executor.executeSql(
      `SELECT id::text AS id, name, retry_count, created_on, completed_on, output
       FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1`,
      [limit],
    );
    return (
      rows as Array<{
        id: string;
        name: string;
        retry_count: number;
        created_on: Date | string;
        completed_on: Date | string | null;
        output: unknown;
      }>
    )
      .filter((row): row is typeof row & { name: JobName } => (JOB_NAMES as string[]).includes(row.name))
      .map((row) => ({
        id: row.id,
        queue: row.name,
        attempts: Number(row.retry_count) + 1,
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: row.completed_on === null ? null : new Date(row.completed_on).toISOString(),
        error: errorOf(row.output).slice(0, 500),
      }));
  }

  /**
   * Tries a failed job again (pg-boss `retry`: back to `retry`, due now). False when the queue
   * holds no failed job of that id (it was retried already, or never failed).
   */
  async retryFailed(name: JobName, id: string): Promise<boolean> {
    const { rows } = await this.#executor.executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND id::text = $2 AND state = 'failed'`,
      [name, id],
    );
    if (rows.length === 0) return false;
    await this.#boss.retry(name, id);
    this.#wake(name);
    return true;
  }

  /** Stops taking jobs, waits for the jobs in hand to finish and be recorded, stops pg-boss. */
  async stop(): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    for (const timer of this.#timers) clearInterval(timer);
    for (const wakers of this.#wakers.values()) for (const wake of wakers) wake();
    await Promise.all(this.#loops);
    if (this.#started) await this.#boss.stop({ graceful: false, close: false });
  }

  async #loop(name: JobName, handler: (run: JobRun<JobName>) => Promise<void>): Promise<void> {
    while (!this.#stopping) {
      let jobs: PgBoss.Job<unknown>[] = [];
      try {
        jobs = await this.#boss.fetch<unknown>(name, { batchSize: 1 });
      } catch (error) {
        this.#log.error({ err: error, queue: name }, 'job fetch failed');
      }
      for (const job of jobs) await this.#run(name, job, handler);
      if (jobs.length === 0 && !this.#stopping) await this.#sleep(name);
    }
  }

  async #run(name: JobName, job: PgBoss.Job<unknown>, handler: (run: JobRun<JobName>) => Promise<void>): Promise<void> {
    try {
      const payload = JOB_PAYLOADS[name].parse(job.data);
      await handler({ id: job.id, name, payload });
    } catch (error) {
      this.#log.warn({ err: error, queue: name, job: job.id }, 'job failed; pg-boss retries it while retries are left');
      const message = error instanceof Error ? error.message : String(error);
      await this.#boss.fail(name, job.id, { message }).catch((failError: unknown) => {
        // The job stays active; when it expires pg-boss retries it.
        this.#log.error({ err: failError, queue: name, job: job.id }, 'could not record a failed job');
      });
      return;
    }
    await this.#boss.complete(name, job.id).catch((error: unknown) => {
      // The handler's own marker keeps a rerun from repeating its effect (send-mail: sent_mails).
      this.#log.error({ err: error, queue: name, job: job.id }, 'could not record a completed job');
    });
  }

  #sleep(name: JobName): Promise<void> {
    return new Promise((resolve) => {
      let wakers = this.#wakers.get(name);
      if (!wakers) this.#wakers.set(name, (wakers = new Set()));
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.#pollIntervalMs);
      wakers.add(wake);
    });
  }

  /** Wakes this process's idle worker of `name` (jobs written by a transaction that has committed). */
  wake(name: JobName): void {
    this.#wake(name);
  }

  #wake(name: JobName): void {
    for (const wake of this.#wakers.get(name) ?? []) wake();
  }
}
