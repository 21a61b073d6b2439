/**
 * The browser's calls of reminders, notification settings and the premium request
 * (docs/decisions/028), every URL from the route table.
 */
import { myNotificationSettings, myNotificationSettingsSave } from '@vizitas/shared/api/user/notifications';
import { contractUrl } from '@vizitas/shared/api/contract';
import { adminPremiumRequest, adminReminderSettings, adminReminderSettingsUpdate } from '@vizitas/shared/api/admin/reminders';
import type {
  NotificationSettings,
  PremiumFeature,
  PremiumRequestState,
  ReminderSettings,
  UpdateReminderSettings,
} from '@vizitas/shared/schemas/notification-settings';
import { apiCall, apiGet, apiSend } from '~/lib/api/api-client';

export type { NotificationSettings, PremiumRequestState, ReminderSettings };

export const reminderSettingsKey = (businessId: string) => ['admin-settings', businessId, 'reminders'] as const;

export function fetchReminderSettings(businessId: string, signal?: AbortSignal): Promise<ReminderSettings> {
  return apiCall(adminReminderSettings, { params: { id: businessId } }, { signal });
}

export function saveReminderSettings(businessId: string, body: UpdateReminderSettings): Promise<ReminderSettings> {
  return apiCall(adminReminderSettingsUpdate, { params: { id: businessId }, body });
}

export function requestPremium(businessId: string, feature: PremiumFeature, message: string): Promise<PremiumRequestState> {
  return apiCall(adminPremiumRequest, {
    params: { id: businessId },
    body: { feature, ...(message.trim() ? { message: message.trim() } : {}) },
  });
}

export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiGet<NotificationSettings>(contractUrl(myNotificationSettings, {}), { signal });
}

export function saveNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiSend<NotificationSettings>('PUT', contractUrl(myNotificationSettingsSave, {}), body);
}
