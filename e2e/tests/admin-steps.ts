import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SERVICE, SLUG } from './booking-steps';
import { expect } from './fixtures';
import { logInByApi, type Account } from './login';
import { quietNotifications } from './quiet-notifications';

/** Steps the admin journeys share: the demo admin's page, the demo business's choices, free times. */

export const ADMIN: Account = { email: 'admin@vizitas.lt', password: 'Demo12345!' };

export const VILNIUS_TIME = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface Options {
  business: { id: string };
  today: string;
  lastDate: string;
  services: Array<{ id: string; name: string }>;
  specialists: Array<{ id: string; name: string }>;
}

export async function calendarOptions(request: APIRequestContext): Promise<Options> {
  const answer = await request.get(`/api/public/schedule/calendar-options?business=${SLUG}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Options;
}

export function idOf(list: Array<{ id: string; name: string }>, name: string): string {
  const found = list.find((item) => item.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

/** The free starts (instants) of a specialist on her first free date at least `daysAhead` days ahead. */
export async function freeDay(
  request: APIRequestContext,
  options: Options,
  specialistId: string,
  daysAhead: number,
  serviceName = SERVICE,
) {
  const serviceId = idOf(options.services, serviceName);
  const from = new Date(Date.parse(`${options.today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const query = `business=${SLUG}&services=${serviceId}&specialist=${specialistId}`;
  const dates = (
    await (await request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${options.lastDate}`)).json()
  ).dates as string[];
  expect(dates.length).toBeGreaterThan(0);
  return freeStartsOn(request, options, specialistId, dates[0]!, serviceName);
}

/** The free starts (instants) of a specialist on a date. */
export async function freeStartsOn(
  request: APIRequestContext,
  options: Options,
  specialistId: string,
  date: string,
  serviceName = SERVICE,
) {
  const serviceId = idOf(options.services, serviceName);
  const query = `business=${SLUG}&services=${serviceId}&specialist=${specialistId}`;
  const day = await (await request.get(`/api/public/schedule/available-time-slots?${query}&date=${date}`)).json();
  return { date, starts: (day.slots as Array<{ start: string }>).map((slot) => slot.start) };
}

/** A logged-in page of the demo admin (cookies accepted, the review dialog kept away). */
export async function adminPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  timezoneId = 'Europe/Vilnius',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId, viewport });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await quietNotifications(context);
  await logInByApi(page.request, baseURL, ADMIN);
  return page;
}

/** Console errors and uncaught exceptions of a page (failed resource loads aside). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
