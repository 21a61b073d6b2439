import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The origin that links in e-mails start with. `PUBLIC_URL` when set. Otherwise the request's
 * own origin (a loopback host as `localhost`) — in production only for a loopback host or a business's registered domain, so a
 * forged Host header can never make us mail a reset link pointing elsewhere.
 */
export async function mailLinkOrigin(request: FastifyRequest): Promise<string> {
  const app = request.server;
  if (app.context.mailSettings.publicUrl) return app.context.mailSettings.publicUrl;
  const hostname = request.hostname.toLowerCase();
  // This machine by any of its loopback names is written `localhost`, as the mails the jobs send
  // (a booking's, a reminder's) write it: one address in every mail, not 127.0.0.1 in some.
  const port = request.port ?? app.context.config.port;
  if (LOOPBACK.has(hostname)) return `${request.protocol}://localhost:${port}`;
  const own = `${request.protocol}://${request.host}`;
  if (!app.context.config.production) return own;
  const [business] = await app.context.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.customDomain, hostname))
    .limit(1);
  if (business) return own;
  request.log.warn({ host: request.host }, 'PUBLIC_URL is not set: mail links fall back to localhost');
  return `http://localhost:${app.context.config.port}`;
}
