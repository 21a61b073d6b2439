import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { appError } from '@vizitas/shared';

/**
 * Headers, compression, cookies and rate limiting. The Content-Security-Policy of pages
 * carries a per-request nonce and is set by the page handler; API answers get a strict one here.
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: app.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [1 /* BROTLI_PARAM_QUALITY */]: 4 } },
  });
  await app.register(cookie, { secret: app.secrets.cookie });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => appError('rate_limited'),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['secrets', 'errors'] });
