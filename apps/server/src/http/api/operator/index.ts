import type { FastifyInstance } from 'fastify';
import { mountEndpoints } from '#server/http/endpoint.ts';
import { requireOperatorHook } from '#server/http/guards.ts';
import { clientErrorEndpoints } from './client-errors/client-errors.ts';
import { jobEndpoints } from './jobs/jobs.ts';
import { operatorBusinessEndpoints } from './businesses/businesses.ts';
import { operatorHelpEndpoints } from './help-articles/help-articles.ts';
import { operatorReviewEndpoints } from './reviews/reviews.ts';
import { operatorBusinessInvitationEndpoints } from './business-invitations/business-invitations.ts';

/** The area's endpoints (`../../endpoint.ts`). */
export const operatorEndpoints = [
  ...clientErrorEndpoints,
  ...jobEndpoints,
  ...operatorBusinessEndpoints,
  ...operatorHelpEndpoints,
  ...operatorReviewEndpoints,
  ...operatorBusinessInvitationEndpoints,
];

/** `/api/operator/*`: the platform operator's console. Nobody else gets in (401 / 403). */
export default async function operatorArea(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireOperatorHook);
  mountEndpoints(app, operatorEndpoints);
}
