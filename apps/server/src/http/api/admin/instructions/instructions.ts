import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import { instructionParamsSchema, instructionsSchema } from '@vizitas/shared/schemas/admin/onboarding';
import { authorize } from '#server/core/authorize.ts';
import { contextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canSkipInstruction, canViewInstructions, readInstructions, skipInstruction } from '#server/modules/onboarding/index.ts';

/**
 * The onboarding checklist of the admin home (docs/decisions/022): `GET /api/admin/instructions`
 * and the seed's `POST /api/admin/skip-instuction/{instruction}` (spelled as the seed spells it).
 */
const adminInstructionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instructions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pradžios žingsniai: kurie atlikti (pagal verslo duomenis), kurie praleisti; ar verslas jau priima registracijas',
        querystring: adminBusinessQuerySchema,
        response: { 200: instructionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewInstructions(scope));
      return readInstructions(contextOf(app), scope);
    },
  );

  app.post(
    '/skip-instuction/:instruction',
    {
      schema: {
        tags: ['admin'],
        summary: 'Praleisti pradžios žingsnį (tik savininkas; būtinų žingsnių – paslaugų ir darbo laiko – praleisti negalima)',
        params: instructionParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canSkipInstruction(scope));
      await skipInstruction(contextOf(app), scope, request.params.instruction);
      return { success: true as const };
    },
  );
};

export default adminInstructionRoutes;
