/**
 * `POST /webpush/` (seed 7: credentials included, JSON `{subscription}`): the logged-in user's
 * browser subscribes to web push (docs/decisions/027). Outside `/api` as the seed has it, with the
 * API's session, CSRF check (strict Origin) and character rule.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appError, messages, ROUTES } from '@vizitas/shared';
import { webPushSubscribeBodySchema, webPushSubscribeResultSchema } from '@vizitas/shared/schemas/web-push';
import { isPushServiceEndpoint, saveSubscription } from '#server/modules/push/index.ts';
import { errorResponses } from './openapi.ts';
import { requireUser } from './guards.ts';
import guardBeforeBodyPlugin from './plugins/guard-before-body.ts';
import sessionPlugin, { SESSION_COOKIE } from './plugins/session.ts';
import textInputPlugin from './plugins/text-input.ts';

const perUser = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { cookies: Record<string, string | undefined>; ip: string }) =>
    request.cookies[SESSION_COOKIE] ?? request.ip,
};

export default async function webPushRoutes(parent: FastifyInstance): Promise<void> {
  await parent.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    await app.register(textInputPlugin);
    await app.register(sessionPlugin);
    // A visitor's malformed subscription is 401, not 400: the login is asked before the body.
    await app.register(guardBeforeBodyPlugin);
    app.post(
      ROUTES.webpush.path,
      {
        config: { rateLimit: perUser },
        schema: {
          tags: ['user'],
          summary: 'Užprenumeruoti web push pranešimus šioje naršyklėje (webpush)',
          description:
            'Kūnas – `{subscription}`, kaip jį duoda `PushSubscription.toJSON()`. Ta pati naršyklė (tas pats `endpoint`) ' +
            'prenumeruoja iš naujo – jos įrašas atnaujinamas (nauji raktai, dabartinis naudotojas). Atsakyme – serverio VAPID ' +
            'viešasis raktas, kuriam prenumerata išsaugota. `endpoint` turi būti naršyklių pranešimų paslaugos adresas ' +
            '(FCM, Mozilla, Apple, Windows, Samsung), kitaip 400 `validation_failed`.',
          body: webPushSubscribeBodySchema,
          response: { 200: webPushSubscribeResultSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        if (
          !isPushServiceEndpoint(request.body.subscription.endpoint, {
            production: app.context.config.production,
            extraOrigins: app.context.config.webPushExtraServices,
          })
        ) {
          throw appError('validation_failed', { 'subscription.endpoint': [messages.webpush.unknownService] });
        }
        const publicKey = app.webPushKeys.publicKey;
        await saveSubscription(app.context.db, {
          userId: user.id,
          subscription: request.body.subscription,
          vapidKey: publicKey,
          userAgent: request.headers['user-agent'] ?? null,
          now: app.context.now(),
        });
        reply.header('cache-control', 'no-store');
        return { success: true as const, publicKey };
      },
    );
  });
}
