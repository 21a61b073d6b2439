/**
 * The access matrix's rows of reminders, notification settings and the premium request
 * (docs/decisions/028): every member reads the business's reminders; changing them and asking for
 * the premium plan is the owner's; the settings are every user's own.
 */
import type { AccessCase } from './access-matrix.ts';

const business = (path: string, body?: unknown): Pick<AccessCase, 'path' | 'crossTenant' | 'body'> => ({
  path: (f) => `/api/admin/business/${f.businessA.id}${path}`,
  ...(body === undefined ? {} : { body: () => body }),
  crossTenant: {
    path: (f) => `/api/admin/business/${f.businessB.id}${path}`,
    ...(body === undefined ? {} : { body: () => body }),
  },
});

const SETTINGS = {
  settings: {
    booking_changes: { email: true, push: true, in_app: true },
    reminders: { email: true, push: false, in_app: true },
    review_requests: { email: false, push: false, in_app: true },
    marketing: { email: false, push: false, in_app: false },
  },
};

export const reminderCases: AccessCase[] = [
  { area: 'user', route: '/api/user/notification-settings', method: 'GET', path: () => '/api/user/notification-settings', summary: 'notification settings' },
  {
    area: 'user',
    route: '/api/user/notification-settings',
    method: 'PUT',
    path: () => '/api/user/notification-settings',
    body: () => SETTINGS,
    summary: 'save notification settings',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/reminders',
    method: 'GET',
    ...business('/reminders'),
    staff: 'allowed',
    summary: "the business's reminders",
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/reminders',
    method: 'PUT',
    ...business('/reminders', { offsetsMin: [1440] }),
    staff: 'forbidden',
    summary: 'change the reminders',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/premium-request',
    method: 'GET',
    ...business('/premium-request'),
    staff: 'forbidden',
    summary: "the plan and the premium plan's request",
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/premium-request',
    method: 'POST',
    ...business('/premium-request', { feature: 'reminder_2h' }),
    staff: 'forbidden',
    summary: 'ask for the premium plan',
  },
];
