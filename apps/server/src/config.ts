import path from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built web app (React Router build output). */
  webBuildDir: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(root, 'apps/web/build')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : env.NODE_ENV === 'production' ? 'warn' : 'info'),
  };
}
