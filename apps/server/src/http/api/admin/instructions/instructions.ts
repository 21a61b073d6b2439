import { adminInstructionSkip, adminInstructions } from '@vizitas/shared/api/admin/instructions';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { canSkipInstruction, canViewInstructions, readInstructions, skipInstruction } from '#server/modules/onboarding/index.ts';

/**
 * The onboarding checklist of the admin home (docs/decisions/022): `GET /api/admin/instructions`
 * and the seed's `POST /api/admin/skip-instuction/{instruction}` (spelled as the seed spells it).
 */
export const adminInstructionEndpoints = [
  defineEndpoint(adminInstructions, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewInstructions(scope));
      const instructions = await readInstructions(ctx, scope);
      // The business as the answer names it: the checklist's facts carry its `onboarded` flag too,
      // which HTTP's serializer leaves out (the answer's own `onboarded` says it), so a page's call does too.
      const { id, slug, name, customDomain } = instructions.business;
      return { ...instructions, business: { id, slug, name, customDomain } };
    },
  }),
  defineEndpoint(adminInstructionSkip, {
    handle: async (ctx, actor, { params, query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canSkipInstruction(scope));
      await skipInstruction(ctx, scope, params.instruction);
      return { success: true as const };
    },
  }),
];
