// zod's own messages in Lithuanian for every schema of the server (the shared schemas import it too).
import '@vizitas/shared/zod-locale';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@vizitas/db';
import { generatePath } from '@vizitas/shared';
import { messages } from '@vizitas/shared';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './core/context.ts';
import { DomainEventBus } from './core/events.ts';
import { Shelf } from './core/shelf.ts';
import { startEventRelay } from './core/event-relay.ts';
import errorsPlugin, { answerFrameworkError } from './http/plugins/errors.ts';
import securityPlugin from './http/plugins/security.ts';
import docsPlugin from './http/plugins/docs.ts';
import secretsPlugin, { loadSecrets, type Secrets } from './http/plugins/secrets.ts';
import apiRoutes from './http/api/index.ts';
import pagesPlugin, { type PagesOptions } from './http/pages/pages.ts';
import healthRoutes from './http/health.ts';
import webPushRoutes from './http/web-push.ts';
import webManifestRoutes from './http/web-manifest.ts';
import sitemapRoutes from './http/sitemap.ts';
import mediaRoutes from './http/media.ts';
import { LocalFileStore, type FileStore } from './core/file-store.ts';
import path from 'node:path';
import { secretBoxKey } from './lib/secret-box.ts';
import { unsubscribeToken } from './lib/unsubscribe-token.ts';
import { JobQueue, jobHandlers, type JobQueueOptions } from './jobs/index.ts';
import { createMailer, mailSettingsFromEnv, type Mailer, type MailSettings } from './modules/mail/index.ts';
import { wireAppReactions } from './reactions.ts';
import { ensureWebPushKeys, type VapidKeys } from './modules/push/index.ts';
import { wantsPushNotification } from './modules/notifications/index.ts';

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
  /** Where uploaded pictures go; by default `DATA_DIR/uploads`, served at `/media/` (docs/decisions/026). */
  files?: FileStore;
}

/** The services the composition root puts in the app's context (core/context.ts's AppServices). */
declare module './core/context.ts' {
  interface AppServices {
    readonly config: ServerConfig;
    /** The durable job queue (pg-boss): mail, push and the notice sweep go through it. */
    readonly jobs: JobQueue;
    /** Sends mail over SMTP (`SMTP_URL`) or writes it to `<dataDir>/outbox`. */
    readonly mailer: Mailer;
    /** Where mail goes and what its links start with (`PUBLIC_URL`, `MAIL_FROM`, the dev outbox). */
    readonly mailSettings: MailSettings;
    /** The app's secrets (cookies, error-report tokens), never in the repository. */
    readonly secrets: Secrets;
  }
}

/**
 * What Fastify itself needs on the instance: its plugins read the configuration and the secrets
 * (cookies), the web-push routes the VAPID keys, the tests the database they built the app on;
 * everything else an endpoint or a page uses is in the app's one context (`app.context`).
 */
declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
    /** The VAPID key pair of web push, made on the first start and kept in the database (docs/decisions/027). */
    webPushKeys: VapidKeys;
    /** The app's one context (core/context.ts): what every endpoint hands its module. */
    context: AppContext;
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
  const now = options.now ?? (() => new Date());
  const files = options.files ?? new LocalFileStore(path.join(options.config.dataDir, 'uploads'));
  const events = new DomainEventBus((error, event) => app.log.error({ err: error, event }, 'event subscriber failed'));
  // The mailer, from `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL` and `VIZITAS_DEV_OUTBOX`: the app's
  // (the job workers send through it).
  const secrets = await loadSecrets(options.config.dataDir);
  const mailSettings = mailSettingsFromEnv(process.env, options.config.dataDir, options.config.production);
  const mailer = createMailer(mailSettings, now);
  app.addHook('onClose', async () => mailer.close());
  // Other server processes may share a PostgreSQL database: each hears the others' events, so a
  // write in one is seen by every process's caches at once (docs/decisions/035). PGlite is
  // embedded: one process only.
  const relay =
    options.database.kind === 'postgres'
      ? await startEventRelay({ url: options.database.url, pool: options.database.client, bus: events, log: app.log })
      : undefined;
  if (relay) app.addHook('onClose', () => relay.close());

  // The queue's schema exists before any request can enqueue; this process works on jobs only
  // once startJobWorkers() is called (server.ts; tests that want mail delivered).
  const jobs = new JobQueue(options.database, {
    ...options.jobs,
    log: app.log,
    // Sealed payloads (mails with a link's token): a key of its own from the app secret.
    sealKey: () => secretBoxKey(secrets.cookie, 'job-payload-v1'),
  });
  await jobs.start();
  const context: AppContext = Object.freeze({
    db: options.database.db,
    caches: new Shelf(options.database.db),
    events,
    now,
    log: app.log,
    files,
    config: options.config,
    jobs,
    mailer,
    mailSettings,
    secrets,
  });
  app.decorate<AppContext>('context', context);
  // Web push: the keys every process signs with.
  app.decorate('webPushKeys', await ensureWebPushKeys(options.database.db));
  // Each side is told what changed (./reactions.ts): the caches drop it, appointment events write
  // their notifications and enqueue their mails and pushes in the change's own transaction.
  wireAppReactions({
    context,
    push: { queue: context.jobs, now: context.now, quietHours: context.config.pushQuietHours },
    mail: {
      queue: context.jobs,
      now: context.now,
      origin: () => mailSettings.publicUrl ?? `http://localhost:${options.config.port}`,
      senderAddress: () => /<([^>]+)>/.exec(mailSettings.from)?.[1] ?? mailSettings.from,
      // Every mail of a topic carries its unsubscribe links (signed, no login; docs/decisions/028).
      unsubscribeUrls: (userId, topic) => {
        const origin = mailSettings.publicUrl ?? `http://localhost:${options.config.port}`;
        const token = unsubscribeToken(secretBoxKey(secrets.cookie, 'unsubscribe-v1'), userId, topic);
        return {
          page: `${origin}${generatePath('unsubscribe', { token })}`,
          oneClick: `${origin}${generatePath('unsubscribe_api', { token })}`,
        };
      },
      platformAddress: () => process.env.CONTACT_EMAIL?.trim() || messages.contact.email,
    },
  });

  await app.register(errorsPlugin);
  await app.register(secretsPlugin, { secrets });
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(sitemapRoutes);
  await app.register(mediaRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webPushRoutes);
  await app.register(webManifestRoutes);
  if (options.pages) await app.register(pagesPlugin, options.pages);
  // Registered last, so it runs first on close: the workers finish before the mailer closes.
  app.addHook('onClose', async () => jobs.stop());
  return app;
}

/**
 * This process takes jobs from the queue (any number of processes may, on one PostgreSQL).
 * `app.close()` stops the workers, letting the jobs in hand finish.
 */
export function startJobWorkers(app: FastifyInstance, options: { sweeps?: boolean } = {}): void {
  // The notice sweep (reminders, completion, review requests) once a minute of the app's clock;
  // tests run it by hand with a pinned clock (`sweeps: false`). docs/decisions/028.
  if (options.sweeps !== false) {
    app.context.jobs.repeat('notices-sweep', 60_000, () => {
      const minute = new Date(Math.floor(app.context.now().getTime() / 60_000) * 60_000).toISOString();
      return { key: `notices-sweep:${minute}`, payload: { minute } };
    });
  }
  const { context } = app;
  context.jobs.work(
    jobHandlers({
      db: context.db,
      mailer: context.mailer,
      now: context.now,
      unseal: (sealed) => context.jobs.unseal(sealed),
      context,
      queue: context.jobs,
      quietHours: context.config.pushQuietHours,
      keys: () => app.webPushKeys,
      // The VAPID subject: the address a push service may write to about our pushes.
      subject: () => `mailto:${process.env.CONTACT_EMAIL?.trim() || messages.contact.email}`,
      // The user's push setting for the notification's kind (notification settings, per channel and kind).
      pushAllowed: wantsPushNotification,
    }),
  );
}
