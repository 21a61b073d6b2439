/** The onboarding checklist of the admin home (docs/decisions/022). */
import { adminBusinessQuerySchema, successSchema } from '../../schemas/admin/common.ts';
import { instructionParamsSchema, instructionsSchema } from '../../schemas/admin/onboarding.ts';
import { defineContract } from '../contract.ts';

export const adminInstructions = defineContract('admin_instructions', {
  method: 'GET',
  summary: 'Pradžios žingsniai: kurie atlikti (pagal verslo duomenis), kurie praleisti; ar verslas jau priima registracijas',
  query: adminBusinessQuerySchema,
  output: instructionsSchema,
  errors: [400, 401, 403, 404],
});

/** The seed's `POST /api/admin/skip-instuction/{instruction}`, spelled as the seed spells it. */
export const adminInstructionSkip = defineContract('skip_instruction', {
  method: 'POST',
  summary: 'Praleisti pradžios žingsnį (tik savininkas; būtinų žingsnių – paslaugų ir darbo laiko – praleisti negalima)',
  params: instructionParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404, 409],
});
