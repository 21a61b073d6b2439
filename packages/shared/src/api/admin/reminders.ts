/**
 * The business's reminders, its plan's premium request state and asking for the premium plan
 * (docs/decisions/028); `{id}` is the business's.
 */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import {
  premiumRequestBodySchema,
  premiumRequestStateSchema,
  reminderSettingsSchema,
  updateReminderSettingsSchema,
} from '../../schemas/notification-settings.ts';
import { defineContract } from '../contract.ts';

export const adminReminderSettings = defineContract('admin_reminder_settings_api', {
  method: 'GET',
  summary: 'Priminimai klientams: pasirinkimas, planas, artimiausi ir neseniai išsiųsti',
  params: adminIdParamsSchema,
  output: reminderSettingsSchema,
  errors: [400, 401, 403, 404],
});

export const adminReminderSettingsUpdate = defineContract('admin_reminder_settings_api', {
  method: 'PUT',
  summary: 'Keisti priminimus: nepriminti, prieš 24 val., prieš 2 val. (premium) arba abu (premium)',
  description: '403 `premium_required` – nemokamo plano verslas pasirinko priminimą prieš 2 valandas.',
  params: adminIdParamsSchema,
  body: updateReminderSettingsSchema,
  output: reminderSettingsSchema,
  errors: [400, 401, 403, 404, 413, 415],
});

export const adminPremiumRequestState = defineContract('admin_premium_request_api', {
  method: 'GET',
  summary: 'Verslo planas ir paskutinė premium plano užklausa',
  params: adminIdParamsSchema,
  output: premiumRequestStateSchema,
  errors: [400, 401, 403, 404],
});

export const adminPremiumRequest = defineContract('admin_premium_request_api', {
  method: 'POST',
  summary: 'Užsisakyti premium planą: užklausa išsaugoma ir išsiunčiama platformai',
  description:
    '201 – nauja užklausa; 200 – per paskutines 7 dienas užklausa jau pateikta (nieko naujo). 409 `already_premium` – verslas jau turi premium planą.',
  params: adminIdParamsSchema,
  body: premiumRequestBodySchema,
  output: premiumRequestStateSchema,
  alsoStatus: 201,
  errors: [400, 401, 403, 404, 409, 413, 415, 429],
});
