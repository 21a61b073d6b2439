import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@vizitas/db';
import type { ServerConfig } from './config.ts';
import { DomainEventBus } from './core/events.ts';
import { subscribeModules } from './subscriptions.ts';
import errorsPlugin, { answerFrameworkError } from './http/plugins/errors.ts';
import securityPlugin from './http/plugins/security.ts';
import docsPlugin from './http/plugins/docs.ts';
import secretsPlugin from './http/plugins/secrets.ts';
import apiRoutes from './http/api/index.ts';
import pagesPlugin, { type PagesOptions } from './http/pages/pages.ts';
import healthRoutes from './http/health.ts';
import sitemapRoutes from './http/sitemap.ts';
import mailPlugin from './http/plugins/mail.ts';
import { secretBoxKey } from './lib/secret-box.ts';
import { JobQueue, jobHandlers, type JobQueueOptions } from './jobs/index.ts';
import { subscribeMails } from './jobs/subscriptions.ts';

export interface BuildAppOptions {
  database: Database;
  config: ServerConfig;
  /** How pages are rendered; omit to serve the API only (API tests). */
  pages?: PagesOptions;
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests pin it. Nothing else in the server reads the machine's time. */
  now?: () => Date;
  /** The job queue's polling and retry delays (tests shorten them). */
  jobs?: Omit<JobQueueOptions, 'log'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
    now(): Date;
    /** Domain events of this app: commands' callers emit after commit, subscribers react. */
    events: DomainEventBus;
    /** The durable job queue (pg-boss on this database); enqueue through `#server/jobs/index.ts`. */
    jobs: JobQueue;
  }
}

/** The whole server as one Fastify instance; `server.ts` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: options.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: false,
    forceCloseConnections: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A path Fastify cannot decode answers like any other error of ours (stable code, Lithuanian).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate<Database>('database', options.database);
  app.decorate('config', options.config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('events', new DomainEventBus((error, event) => app.log.error({ err: error, event }, 'event subscriber failed')));
  subscribeModules(app.events, options.database.db, () => app.now());

  // The queue's schema exists before any request can enqueue; this process works on jobs only
  // once startJobWorkers() is called (server.ts; tests that want mail delivered).
  const jobs = new JobQueue(options.database, {
    ...options.jobs,
    log: app.log,
    // Sealed payloads (mails with a link's token): a key of its own from the app secret.
    sealKey: () => secretBoxKey(app.secrets.cookie, 'job-payload-v1'),
  });
  await jobs.start();
  app.decorate('jobs', jobs);
  // Each side is told what changed: appointment events enqueue their mails in the change's own transaction.
  subscribeMails(app.events, {
    queue: jobs,
    now: () => app.now(),
    origin: () => app.mailSettings.publicUrl ?? `http://localhost:${app.config.port}`,
    senderAddress: () => /<([^>]+)>/.exec(app.mailSettings.from)?.[1] ?? app.mailSettings.from,
  });

  await app.register(errorsPlugin);
  await app.register(secretsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  // The mailer is the app's (the job workers send through it), not only the API's.
  await app.register(mailPlugin);
  await app.register(sitemapRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  if (options.pages) await app.register(pagesPlugin, options.pages);
  // Registered last, so it runs first on close: the workers finish before the mailer closes.
  app.addHook('onClose', async () => jobs.stop());
  return app;
}

/**
 * This process takes jobs from the queue (any number of processes may, on one PostgreSQL).
 * `app.close()` stops the workers, letting the jobs in hand finish.
 */
export function startJobWorkers(app: FastifyInstance): void {
  app.jobs.work(
    jobHandlers({ db: app.database.db, mailer: app.mailer, now: () => app.now(), unseal: (sealed) => app.jobs.unseal(sealed) }),
  );
}
