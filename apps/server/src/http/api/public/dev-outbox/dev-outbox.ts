import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema } from '@vizitas/shared/schemas/account';
import { readOutbox } from '#server/modules/mail/index.ts';

/**
 * `GET /api/public/dev/outbox`: the mails written to `<dataDir>/outbox` (no SMTP server).
 * Registered only outside production, or with `VIZITAS_DEV_OUTBOX=1` (browser tests); otherwise
 * the path answers 404 like any unknown one.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.mailSettings.outboxVisible) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['public'],
        summary: 'Kūrimo aplinka: į aplanką įrašyti laiškai (naujausi pirmi)',
        response: { 200: outboxListSchema },
      },
    },
    async () => ({ mails: await readOutbox(app.mailSettings.outboxDir, 50) }),
  );
};

export default devOutboxRoutes;
