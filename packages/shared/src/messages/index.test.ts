import { describe, expect, it } from 'vitest';
import { accountMessages } from './account';
import { adminMessages } from './admin';
import { adminCalendarMessages } from './admin-calendar';
import { adminCatalogueMessages } from './admin-catalogue';
import { adminOutreachMessages } from './admin-outreach';
import { adminProfileMessages } from './admin-profile';
import { adminScheduleMessages } from './admin-schedule';
import { bookingMessages } from './booking';
import { commonMessages } from './common';
import { mailMessages } from './mail';
import { notificationsMessages } from './notifications';
import { onboardingMessages } from './onboarding';
import { operatorMessages } from './operator';
import { remindersMessages } from './reminders';
import { siteMessages } from './site';
import { messages } from './index';

const areas: Record<string, object> = {
  common: commonMessages,
  site: siteMessages,
  account: accountMessages,
  booking: bookingMessages,
  admin: adminMessages,
  adminCalendar: adminCalendarMessages,
  adminCatalogue: adminCatalogueMessages,
  adminOutreach: adminOutreachMessages,
  adminProfile: adminProfileMessages,
  adminSchedule: adminScheduleMessages,
  operator: operatorMessages,
  onboarding: onboardingMessages,
  notifications: notificationsMessages,
  mail: mailMessages,
  reminders: remindersMessages,
};

describe('the catalogue put together from its areas', () => {
  it('has every top-level key in exactly one area', () => {
    const owners = new Map<string, string[]>();
    for (const [area, part] of Object.entries(areas)) {
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const inSeveral = [...owners].filter(([, names]) => names.length > 1);
    expect(inSeveral).toEqual([]);
  });

  it('holds every key of every area, and no other', () => {
    const areaKeys = Object.values(areas).flatMap((part) => Object.keys(part));
    expect(Object.keys(messages).sort()).toEqual(areaKeys.sort());
  });

  it("takes each key's texts from its area as they are", () => {
    for (const part of Object.values(areas)) {
      for (const [key, value] of Object.entries(part)) expect(messages[key as keyof typeof messages]).toBe(value);
    }
  });
});
