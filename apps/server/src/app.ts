import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@vizitas/db';
import type { ServerConfig } from './config.ts';
import { DomainEventBus } from './core/events.ts';
import { subscribeModules } from './subscriptions.ts';
import errorsPlugin from './http/plugins/errors.ts';
import securityPlugin from './http/plugins/security.ts';
import docsPlugin from './http/plugins/docs.ts';
import secretsPlugin from './http/plugins/secrets.ts';
import apiRoutes from './http/api/index.ts';
import pagesPlugin, { type PagesOptions } from './http/pages/pages.ts';
import healthRoutes from './http/health.ts';
import sitemapRoutes from './http/sitemap.ts';

export interface BuildAppOptions {
  database: Database;
  config: ServerConfig;
  /** How pages are rendered; omit to serve the API only (API tests). */
  pages?: PagesOptions;
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests pin it. Nothing else in the server reads the machine's time. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
    now(): Date;
    /** Domain events of this app: commands' callers emit after commit, subscribers react. */
    events: DomainEventBus;
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate<Database>('database', options.database);
  app.decorate('config', options.config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('events', new DomainEventBus((error, event) => app.log.error({ err: error, event }, 'event subscriber failed')));
  subscribeModules(app.events, options.database.db);

  await app.register(errorsPlugin);
  await app.register(secretsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(sitemapRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  if (options.pages) await app.register(pagesPlugin, options.pages);
  return app;
}
