import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 86_400_000;

function tokenForDay(secret: string, day: number): string {
  return createHmac('sha256', secret).update(`error-report:${day}`).digest('base64url').slice(0, 32);
}

/**
 * The token rendered into every page for `POST /api/public/log-an-error/{token}`. It changes
 * daily; today's and yesterday's are accepted, so an open tab keeps working over midnight.
 * `nowMs` is the app's clock (`app.context.now()`), so tests that pin the time get the token of that day.
 */
export function errorReportToken(secret: string, nowMs: number): string {
  return tokenForDay(secret, Math.floor(nowMs / DAY_MS));
}

export function isValidErrorReportToken(secret: string, token: string, nowMs: number): boolean {
  const today = Math.floor(nowMs / DAY_MS);
  const given = Buffer.from(token);
  return [today, today - 1].some((day) => {
    const expected = Buffer.from(tokenForDay(secret, day));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
