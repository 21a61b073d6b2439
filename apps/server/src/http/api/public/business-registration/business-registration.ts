import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError, format, messages } from '@vizitas/shared';
import {
  businessRegistrationRequestSchema,
  businessRegistrationResponseSchema,
  slugAnswerSchema,
  slugQuerySchema,
} from '@vizitas/shared/schemas/business-registration';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { contextOf } from '#server/http/app-context.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { setSessionCookie } from '#server/http/plugins/session.ts';
import { createSession } from '#server/modules/account/index.ts';
import { checkSlug, registerBusiness, type BusinessOwner } from '#server/modules/onboarding/index.ts';

const TAGS = ['public'];

/**
 * `/api/public/business-registration`: a person registers a business and becomes its owner
 * (docs/decisions/022). Public, because a visitor registers her account with it; a logged-in
 * person's own account is used (account fields are then ignored). `…/slug` proposes a free slug
 * for a name or checks a chosen one.
 */
const businessRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/business-registration',
    {
      // Like account registration: per client address, generous for an office behind one address.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: TAGS,
        summary:
          'Verslo registracija: pavadinimas, paslaugų sritys, miestas, adresas, telefonas, puslapio adresas; lankytojas kartu susikuria paskyrą. Registravęs asmuo tampa verslo savininku',
        body: businessRegistrationRequestSchema,
        response: { 201: businessRegistrationResponseSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { account, ...business } = request.body;
      const user = await request.currentUser();
      let owner: BusinessOwner;
      if (user) owner = { userId: user.id };
      else if (account) owner = { account };
      else throw appError('validation_failed', { account: [messages.businessRegistration.validation.accountRequired] });

      const registered = await registerBusiness(contextOf(app), { owner, business }, await accountMailOutbox(request));
      if (registered.accountCreated) {
        accountMailSent(request);
        const session = await createSession(app.database.db, {
          userId: registered.ownerId,
          now: app.now(),
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        });
        setSessionCookie(reply, session);
      }
      const message = format(messages.businessRegistration.success, { name: registered.name });
      reply.flash('success', message);
      return reply.status(201).send({
        success: true as const,
        message,
        business: { id: registered.businessId, slug: registered.slug, name: registered.name },
        accountCreated: registered.accountCreated,
      });
    },
  );

  app.get(
    '/business-registration/slug',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Laisvas verslo puslapio adresas pagal pavadinimą arba ar pasirinktas adresas laisvas',
        querystring: slugQuerySchema,
        response: { 200: slugAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkSlug(app.database.db, request.query),
  );
};

export default businessRegistrationRoutes;
