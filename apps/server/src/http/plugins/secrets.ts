import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Secrets {
  /** Signs cookies. */
  cookie: string;
  /** Derives the browser error-report tokens. */
  errorReports: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}

/**
 * Secrets are never in the repository: `APP_SECRET` when given, otherwise generated on first
 * run and kept in the data folder (`secrets.json`, readable by the owner only).
 */
export async function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  if (env.APP_SECRET) return { cookie: `${env.APP_SECRET}:cookie`, errorReports: `${env.APP_SECRET}:errors` };
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch {
    const secrets: Secrets = {
      cookie: randomBytes(32).toString('base64url'),
      errorReports: randomBytes(32).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  }
}

/** Decorates the app with its secrets: those given (the app's context holds them), or the data folder's. */
async function secretsPlugin(app: FastifyInstance, options: { secrets?: Secrets }): Promise<void> {
  app.decorate('secrets', options.secrets ?? (await loadSecrets(app.config.dataDir)));
}

export default fp(secretsPlugin, { name: 'secrets' });
