import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/**
 * Logging in for browser journeys, and the mail the product sends. The journeys run the
 * production build without SMTP_URL, so every mail is written to `<DATA_DIR>/outbox` (the
 * server's data folder: DATA_DIR, or ./data at the repository root).
 */

export interface Account {
  email: string;
  password: string;
}

export const DEMO_CUSTOMER: Account = { email: 'klientas@vizitas.lt', password: 'Demo12345!' };
export const DEMO_OPERATOR: Account = { email: 'operatorius@vizitas.lt', password: 'Demo12345!' };

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function outboxDir(): string {
  return path.join(path.resolve(REPO_ROOT, process.env.DATA_DIR ?? 'data'), 'outbox');
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  text: string;
  html: string;
  links: string[];
  /** Attachments as sent (a visit's calendar file: `text/calendar; …; method=REQUEST`). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Waits for the newest mail to `to` whose subject matches, written after `since` (ms). */
export async function waitForMail(to: string, subject: RegExp | string, since: number, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir()))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      names = [];
    }
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMail;
      const matches = typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
      if (mail.to === to.toLowerCase() && matches && Date.parse(mail.createdAt) >= since - 1000) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${String(subject)}" to ${to} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new address for each run (the database outlives the runs). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.lt`;
}

/** The page chrome's consent dialog is not what these journeys are about: start past it. */
export async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

/** The dialog queue starts at once instead of a second after load. */
export async function skipDialogDelay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __VIZITAS_SKIP_DIALOG_DELAY__?: boolean }).__VIZITAS_SKIP_DIALOG_DELAY__ = true;
  });
}

/** Logs the browser context in through the API (its cookies are shared with the page). */
export async function logInByApi(request: APIRequestContext, baseURL: string, account: Account): Promise<void> {
  const response = await request.post('/api/public/auth/login', { data: account, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs in through the login page; lands on `redirect` (default: the profile). */
export async function logInByForm(page: Page, account: Account, redirect = '/profilis'): Promise<void> {
  await page.goto(`/prisijungti?redirect=${encodeURIComponent(redirect)}`);
  await waitForHydration(page);
  await page.getByLabel('El. pašto adresas').fill(account.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

/** Logs out through the navbar's form target (a POST to /atsijungti). */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/atsijungti');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/$/);
}
