/**
 * What the links in mails open, without logging in: a staff invitation, the unsubscribe link of a
 * topic's mails, the unsubscribe link of a client invitation, the operator's invitation of a business.
 */
import { businessInvitationPrefillSchema, businessInvitationQuerySchema } from '../../schemas/business-invitations.ts';
import {
  invitationOneClickQuerySchema,
  invitationUnsubscribeInfoSchema,
  invitationUnsubscribeQuerySchema,
  invitationUnsubscribeRequestSchema,
  invitationUnsubscribeResponseSchema,
} from '../../schemas/invitation-unsubscribe.ts';
import { unsubscribeInfoSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '../../schemas/notification-settings.ts';
import { staffInvitationQuerySchema, staffInvitationViewSchema } from '../../schemas/staff-invitation.ts';
import { defineContract } from '../contract.ts';

export const staffInvitation = defineContract('staff_invitation_api', {
  method: 'GET',
  summary: 'Kvietimas į verslo komandą: kuris verslas, kaip kuris specialistas',
  query: staffInvitationQuerySchema,
  output: staffInvitationViewSchema,
  errors: [400, 404],
});

export const mailUnsubscribeInfo = defineContract('unsubscribe_api', {
  method: 'GET',
  summary: 'Laiškų atsisakymo nuoroda: apie ką laiškai ir kieno adresas (iš dalies paslėptas)',
  query: unsubscribeQuerySchema,
  output: unsubscribeInfoSchema,
  errors: [400, 429],
});

export const mailUnsubscribe = defineContract('unsubscribe_api', {
  method: 'POST',
  summary: 'Atsisakyti šių laiškų (ir RFC 8058 „one-click“)',
  description: 'Kūnas nebūtinas: `List-Unsubscribe=One-Click` (forma) arba tuščias JSON.',
  query: unsubscribeQuerySchema,
  output: unsubscribeResultSchema,
  errors: [400, 429],
});

export const invitationUnsubscribeInfo = defineContract('invitation_unsubscribe_api', {
  method: 'GET',
  summary: 'Kvietimo atsisakymo nuoroda: kieno kvietimas ir kokiu adresu (iš dalies paslėptu)',
  query: invitationUnsubscribeQuerySchema,
  output: invitationUnsubscribeInfoSchema,
  errors: [400, 429],
});

export const invitationUnsubscribe = defineContract('invitation_unsubscribe_api', {
  method: 'POST',
  summary: 'Atsisakyti kvietimų: šiuo adresu jų nebesiųs joks verslas (ir RFC 8058 „one-click“)',
  description: 'Kūnas `{token}`, arba žetonas adrese ir kūnas `List-Unsubscribe=One-Click` (forma).',
  query: invitationOneClickQuerySchema,
  body: invitationUnsubscribeRequestSchema.nullish(),
  output: invitationUnsubscribeResponseSchema,
  errors: [400, 403, 429],
});

export const businessInvitationPrefill = defineContract('business_invitation_api', {
  method: 'GET',
  summary: 'Kvietimo verslui nuoroda: ką registracijos forma užpildo (pavadinimas, adresas, vardas)',
  description: 'Nežinoma nuoroda – 400 `invalid_token`.',
  query: businessInvitationQuerySchema,
  output: businessInvitationPrefillSchema,
  errors: [400, 429],
});
