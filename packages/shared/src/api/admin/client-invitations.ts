/** Invitations to the business's existing clients (docs/decisions/029): sending them, and those sent. */
import { adminBusinessQuerySchema } from '../../schemas/admin/common.ts';
import {
  invitationsListSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
} from '../../schemas/admin/client-invitations.ts';
import { defineContract } from '../contract.ts';

/** The seed's `POST /api/admin/send-invitation`. */
export const adminSendInvitations = defineContract('send_invitation', {
  method: 'POST',
  summary:
    'Pakviesti esamus klientus registruotis internetu: sąrašas (po adresą eilutėje arba CSV su el. pašto ir vardo stulpeliais), kiekvienos eilutės rezultatas; iki 500 eilučių, iki 200 kvietimų per dieną',
  query: adminBusinessQuerySchema,
  body: sendInvitationRequestSchema,
  output: sendInvitationResponseSchema,
  errors: [400, 401, 403, 404, 413, 429],
});

export const adminInvitationList = defineContract('admin_invitations_api', {
  method: 'GET',
  summary: 'Išsiųsti kvietimai (naujausi 100), jų skaičius ir kiek dar galima išsiųsti šiandien',
  query: adminBusinessQuerySchema,
  output: invitationsListSchema,
  errors: [400, 401, 403, 404],
});
