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
  /**
   * Which peers may name the client address in `X-Forwarded-For` (Fastify `trustProxy`):
   * loopback and private ranges by default, so a client reaching the server directly cannot
   * pick its own address (per-address rate limits depend on it).
   */
  trustProxy: TrustProxy;
  /**
   * `WEB_PUSH_EXTRA_SERVICES`: origins of push services accepted besides the browsers' own
   * (comma-separated, e.g. `http://localhost:8090`: a local push service for the browser journeys).
   */
  webPushExtraServices: string[];
  /**
   * `PUSH_QUIET_HOURS`: `off` pushes at any hour; unset or anything else keeps the quiet hours
   * (no push 21:00–08:00 Vilnius, docs/decisions/027). The browser journeys turn them off: they
   * check the protocol at whatever hour CI runs; the quiet hours have their own tests.
   */
  pushQuietHours: boolean;
}

/** `true`, `false`, proxy-addr's comma list, or "trust the first n hops" as a function. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Loopback, link-local and private (unique local) ranges, in proxy-addr's names. */
export const DEFAULT_TRUST_PROXY = 'loopback,linklocal,uniquelocal';

/**
 * `TRUST_PROXY`: unset → the private ranges; `true` / `false`; a hop count (`1`); or a
 * comma-separated list of addresses, CIDR ranges and proxy-addr names (`10.0.0.5,loopback`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_TRUST_PROXY;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webPushExtraServices: (env.WEB_PUSH_EXTRA_SERVICES ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    pushQuietHours: env.PUSH_QUIET_HOURS?.trim().toLowerCase() !== 'off',
  };
}
