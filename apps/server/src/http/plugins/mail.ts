import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, mailSettingsFromEnv, type Mailer, type MailSettings } from '#server/modules/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP (`SMTP_URL`) or writes it to `<dataDir>/outbox`. */
    mailer: Mailer;
    mailSettings: MailSettings;
  }
}

/**
 * The mailer, from `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL` and `VIZITAS_DEV_OUTBOX`. The app
 * registers it at its root (the job workers send through it); a second registration (the session
 * plugin's, for apps built of parts in tests) keeps the mailer already there.
 */
async function mailPlugin(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('mailer')) return;
  const settings = mailSettingsFromEnv(process.env, app.config.dataDir, app.config.production);
  const mailer = createMailer(settings, () => app.now());
  app.decorate('mailSettings', settings);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail' });
