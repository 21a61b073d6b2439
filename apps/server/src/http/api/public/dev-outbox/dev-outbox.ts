import { appError } from '@vizitas/shared';
import { devOutbox } from '@vizitas/shared/api/public/site';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { readOutbox } from '#server/modules/mail/index.ts';

/**
 * `GET /api/public/dev/outbox`: the mails written to `<dataDir>/outbox` (no SMTP server).
 * Mounted only outside production, or with `VIZITAS_DEV_OUTBOX=1` (browser tests); otherwise
 * the path answers 404 like any unknown one, and so does a page's call.
 */
export const devOutboxEndpoints = [
  defineEndpoint(devOutbox, {
    handle: async (ctx) => {
      if (!ctx.mailSettings.outboxVisible) throw appError('not_found');
      return { mails: await readOutbox(ctx.mailSettings.outboxDir, 50) };
    },
  }),
];
