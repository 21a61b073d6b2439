import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FlashMessages } from '@vizitas/shared/schemas/page-context';

export const FLASH_COOKIE = 'vizitas_flash';

declare module 'fastify' {
  interface FastifyReply {
    /** Queues a message to be shown as a toast on the next page the browser loads. */
    flash(type: keyof FlashMessages, message: string): FastifyReply;
  }
  interface FastifyRequest {
    /** Takes the queued flash messages and clears them. */
    takeFlash(reply: FastifyReply): FlashMessages;
  }
}

/** No flash messages. */
export function emptyFlash(): FlashMessages {
  return { success: [], error: [] };
}

function readFlash(request: FastifyRequest): FlashMessages {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return emptyFlash();
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return emptyFlash();
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<FlashMessages>;
    return {
      success: Array.isArray(parsed.success) ? parsed.success.filter((m) => typeof m === 'string') : [],
      error: Array.isArray(parsed.error) ? parsed.error.filter((m) => typeof m === 'string') : [],
    };
  } catch {
    return emptyFlash();
  }
}

async function flashPlugin(app: FastifyInstance): Promise<void> {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.production, signed: true };

  app.decorateReply('flash', function (this: FastifyReply, type: keyof FlashMessages, message: string) {
    const queued = readFlash(this.request);
    queued[type].push(message);
    return this.setCookie(FLASH_COOKIE, JSON.stringify(queued), { ...cookieOptions, maxAge: 300 });
  });

  app.decorateRequest('takeFlash', function (this: FastifyRequest, reply: FastifyReply) {
    const queued = readFlash(this);
    if (this.cookies[FLASH_COOKIE]) reply.clearCookie(FLASH_COOKIE, { path: '/' });
    return queued;
  });
}

export default fp(flashPlugin, { name: 'flash', dependencies: ['security'] });
