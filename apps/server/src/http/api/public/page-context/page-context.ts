import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageContextSchema, type FlashMessages, type PageContextData } from '@vizitas/shared/schemas/page-context';
import { findBusinessByDomain } from '#server/modules/business/index.ts';

/** What every page shows around itself: who is logged in, the business of an own domain, the flash. */
export async function readPageContext(app: FastifyInstance, request: FastifyRequest, flash: FlashMessages): Promise<PageContextData> {
  const [user, domainBusiness] = await Promise.all([
    request.currentUser(),
    findBusinessByDomain(app.database.db, request.hostname, app.now().getTime()),
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
  return { user: pageUser, domainBusiness, flash };
}

const pageContextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page-context',
    {
      schema: {
        tags: ['public'],
        summary: 'Puslapio kontekstas: naudotojas, verslas pagal domeną, pranešimai',
        response: { 200: pageContextSchema },
      },
    },
    async (request, reply) => readPageContext(app, request, request.takeFlash(reply)),
  );
};

export default pageContextRoutes;
