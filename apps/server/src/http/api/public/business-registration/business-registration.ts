import { appError, format, messages } from '@vizitas/shared';
import { businessRegistration, businessSlug } from '@vizitas/shared/api/public/site';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { setSessionCookie } from '#server/http/plugins/session.ts';
import { createSession } from '#server/modules/account/index.ts';
import { checkSlug, registerBusiness, type BusinessOwner } from '#server/modules/onboarding/index.ts';

/**
 * `/api/public/business-registration`: a person registers a business and becomes its owner
 * (docs/decisions/022). Public, because a visitor registers her account with it; a logged-in
 * person's own account is used (account fields are then ignored). `…/slug` proposes a free slug
 * for a name or checks a chosen one.
 */
export const businessRegistrationEndpoints = [
  defineHttpEndpoint(businessRegistration, {
    // Like account registration: per client address, generous for an office behind one address.
    route: { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
    handle: async (ctx, actor, { body }, { request, reply }) => {
      const { account, ...business } = body;
      const user = await actor.user();
      let owner: BusinessOwner;
      if (user) owner = { userId: user.id };
      else if (account) owner = { account };
      else throw appError('validation_failed', { account: [messages.businessRegistration.validation.accountRequired] });

      const registered = await registerBusiness(ctx, { owner, business }, await accountMailOutbox(request));
      if (registered.accountCreated) {
        accountMailSent(request);
        const session = await createSession(ctx.db, {
          userId: registered.ownerId,
          now: ctx.now(),
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        });
        setSessionCookie(reply, session);
      }
      const message = format(messages.businessRegistration.success, { name: registered.name });
      reply.flash('success', message);
      return {
        success: true as const,
        message,
        business: { id: registered.businessId, slug: registered.slug, name: registered.name },
        accountCreated: registered.accountCreated,
      };
    },
  }),
  defineEndpoint(businessSlug, {
    route: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    handle: (ctx, _actor, { query }) => checkSlug(ctx.db, query),
  }),
];
