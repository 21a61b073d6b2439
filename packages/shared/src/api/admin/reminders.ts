/**
 * The business's reminders and its plan's premium request state (docs/decisions/028); `{id}` is
 * the business's. (Asking for the premium plan, `POST` of `admin_premium_request_api`, is still a
 * plain route: it answers 201 or 200, and a contract has one success status.)
 */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import {
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
