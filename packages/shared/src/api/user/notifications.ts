/** The logged-in person's in-app notifications and her notification settings. */
import {
  notificationActionResultSchema,
  notificationIdBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '../../schemas/notification.ts';
import { notificationSettingsSchema } from '../../schemas/notification-settings.ts';
import { defineContract } from '../contract.ts';

export const myNotifications = defineContract('notification_list', {
  method: 'GET',
  summary: 'Mano pranešimai: current, newest, count (neperžiūrėtų skaičius eilute) ir nepaslėpti pranešimai, naujausi pirmi',
  description: '`business` – tik šio verslo pranešimai (verslo domene).',
  query: notificationListQuerySchema,
  output: notificationListSchema,
  errors: [400, 401],
});

export const notificationSeen = defineContract('mark_notification_as_seen', {
  method: 'POST',
  summary: 'Pažymėti savo pranešimą peržiūrėtu (mark_notification_as_seen)',
  description: '404 `notification_not_found` – pranešimo nėra arba jis ne jūsų.',
  body: notificationIdBodySchema,
  output: notificationActionResultSchema,
  errors: [400, 401, 404, 413, 415, 429],
});

export const notificationDismissal = defineContract('dismiss_notification', {
  method: 'POST',
  summary: 'Paslėpti savo pranešimą (dismiss_notification)',
  description: '404 `notification_not_found` – pranešimo nėra arba jis ne jūsų.',
  body: notificationIdBodySchema,
  output: notificationActionResultSchema,
  errors: [400, 401, 404, 413, 415, 429],
});

export const myNotificationSettings = defineContract('notification_settings_api', {
  method: 'GET',
  summary: 'Mano pranešimų nustatymai: kokiais kanalais apie ką pranešti',
  description: 'Nepasirinkta – numatyta: viskas įjungta, išskyrus naujienas ir pasiūlymus.',
  output: notificationSettingsSchema,
  errors: [401],
});

export const myNotificationSettingsSave = defineContract('notification_settings_api', {
  method: 'PUT',
  summary: 'Išsaugoti savo pranešimų nustatymus (visa lentelė)',
  description: 'Laiškai apie paskyrą ir teisinius dalykus čia nevaldomi: jie siunčiami visada.',
  body: notificationSettingsSchema,
  output: notificationSettingsSchema,
  errors: [400, 401, 413, 415, 429],
});
