import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { DEFAULT_TRUST_PROXY, parseTrustProxy, readConfig } from './config.ts';
import { createTestDatabase } from '@vizitas/db/testing';

describe('TRUST_PROXY', () => {
  // The app is built in a hook: starting a database and the app takes long on a busy machine.
  const proxied = {} as { app: Awaited<ReturnType<typeof buildApp>>; close: () => Promise<void> };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, config: { ...readConfig({ NODE_ENV: 'test' }) }, logger: false });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    await app.ready();
    proxied.app = app;
    proxied.close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await proxied.close?.();
  });

  it('trusts only loopback and private networks unless told otherwise', () => {
    expect(parseTrustProxy(undefined)).toBe(DEFAULT_TRUST_PROXY);
    expect(parseTrustProxy('  ')).toBe(DEFAULT_TRUST_PROXY);
    expect(readConfig({}).trustProxy).toBe('loopback,linklocal,uniquelocal');
  });

  it('reads true, false, a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    if (typeof twoHops === 'function') expect([0, 1, 2].map((hop) => twoHops('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy(' 10.0.0.5 , 192.168.1.0/24,loopback ')).toBe('10.0.0.5,192.168.1.0/24,loopback');
  });

  it('lets a private proxy name the client, but not a client that reaches the server directly', async () => {
    const viaProxy = await proxied.app.inject({
      url: '/whoami',
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.json()).toEqual({ ip: '203.0.113.9' });
    const direct = await proxied.app.inject({
      url: '/whoami',
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(direct.json()).toEqual({ ip: '198.51.100.20' });
  });
});

describe('PUSH_QUIET_HOURS', () => {
  it('keeps the quiet hours unless told off', () => {
    expect(readConfig({}).pushQuietHours).toBe(true);
    expect(readConfig({ PUSH_QUIET_HOURS: 'on' }).pushQuietHours).toBe(true);
    expect(readConfig({ PUSH_QUIET_HOURS: ' OFF ' }).pushQuietHours).toBe(false);
  });
});
