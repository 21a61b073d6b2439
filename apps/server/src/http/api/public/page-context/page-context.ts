import type { AppContext } from '#server/core/context.ts';
import type { PageContextData } from '@vizitas/shared/schemas/page-context';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { findBusinessByDomain } from '#server/modules/business/index.ts';
import { defineEndpoint, type EndpointActor } from '#server/http/endpoint.ts';
import { FLASH_COOKIE } from '#server/http/plugins/flash.ts';

/** What every page shows around itself: who is logged in, the business of an own domain, the flash. */
export async function readPageContext(ctx: AppContext, actor: EndpointActor): Promise<PageContextData> {
  const [user, domainBusiness] = await Promise.all([
    actor.user(),
    findBusinessByDomain(ctx, actor.hostname, ctx.now().getTime()),
  ]);
  const pageUser = user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        isOperator: user.isOperator,
        isMember: user.isMember,
        emailVerified: user.emailVerified,
        phoneNumber: user.phoneNumber,
      }
    : null;
  return { user: pageUser, domainBusiness, flash: actor.takeFlash() };
}

export const pageContextEndpoints = [
  defineEndpoint(pageContext, {
    handle: (ctx, actor) => readPageContext(ctx, actor),
    // A queued flash is taken by the HTTP answer: it clears the cookie.
    setsCookie: (page) => Boolean(page.cookies[FLASH_COOKIE]),
  }),
];
