/** The operator invites new businesses by e-mail: the last invitations, and a new one (each answered). */
import {
  businessInvitationInputSchema,
  businessInvitationResultSchema,
  businessInvitationsSchema,
} from '../../schemas/business-invitations.ts';
import { defineContract } from '../contract.ts';

export const operatorBusinessInvitations = defineContract('operator_business_invitations_api', {
  method: 'GET',
  summary: 'Paskutiniai kvietimai verslams (naujausi pirmi) ir ar pakviestieji užsiregistravo',
  output: businessInvitationsSchema,
  errors: [401, 403],
});

export const operatorBusinessInvitationSend = defineContract('operator_business_invitations_api', {
  method: 'POST',
  summary: 'Pakviesti naują verslą el. paštu',
  description:
    '`outcome`: `sent` – laiškas išsiųstas (per darbų eilę); `already_business` – adresas jau turi verslą; `recently_invited` – pakviestas per 14 dienų; `unsubscribed` – atsisakė kvietimų. Tik `sent` ką nors įrašo.',
  body: businessInvitationInputSchema,
  output: businessInvitationResultSchema,
  errors: [400, 401, 403],
});
