/**
 * Error reporting from the browser: unexpected client errors (and the cases the seed calls
 * "reported") go to `POST /api/public/log-an-error/{token}` (route `log_an_error`).
 *
 *   reportError(error, { where: 'phone-form' });   // fire-and-forget, never throws
 *
 * At most `MAX_REPORTS_PER_PAGE` reports per page view, each distinct error once. The payload
 * follows `clientErrorReportSchema`: message ≤ 2000 chars, stack ≤ 8000, pageUrl ≤ 2000, extra
 * values ≤ 2000, and the JSON stays under the server's body limit.
 * `installErrorReporter(token)` (once, after hydration, by the chrome runtime) sets the token
 * and listens for `error` and `unhandledrejection` on the window; reports made before it are
 * kept and sent then. Eager code imports the tiny forwarder `./report-error` instead of this module.
 */
import { generatePath } from '@vizitas/shared';

export const MAX_REPORTS_PER_PAGE = 10;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_STACK_LENGTH = 8000;
export const MAX_URL_LENGTH = 2000;
export const MAX_EXTRA_VALUE_LENGTH = 2000;
export const MAX_EXTRA_KEYS = 20;
/** The server accepts 16 KiB; stay below with room for headers of the JSON. */
export const MAX_BODY_BYTES = 15 * 1024;

export type ExtraValue = string | number | boolean | null;
export type ErrorExtra = Record<string, ExtraValue | undefined>;

export interface ErrorReportPayload {
  message: string;
  stack?: string;
  pageUrl?: string;
  extra?: Record<string, ExtraValue>;
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.message.trim() !== '' ? `${error.name}: ${error.message}` : error.name;
    return { message, stack: typeof error.stack === 'string' ? error.stack : undefined };
  }
  if (typeof error === 'string') return { message: error };
  if (error !== null && typeof error === 'object') {
    const record = error as { message?: unknown; stack?: unknown };
    if (typeof record.message === 'string') {
      return { message: record.message, stack: typeof record.stack === 'string' ? record.stack : undefined };
    }
    try {
      return { message: JSON.stringify(error) };
    } catch {
      return { message: Object.prototype.toString.call(error) };
    }
  }
  return { message: String(error) };
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The JSON body for an error: limited in length and in bytes. */
export function buildErrorPayload(error: unknown, extra?: ErrorExtra, pageUrl?: string): ErrorReportPayload {
  const described = describe(error);
  const payload: ErrorReportPayload = {
    message: truncate(described.message.trim() === '' ? 'Unknown error' : described.message.trim(), MAX_MESSAGE_LENGTH),
  };
  if (described.stack) payload.stack = truncate(described.stack, MAX_STACK_LENGTH);
  if (pageUrl) payload.pageUrl = truncate(pageUrl, MAX_URL_LENGTH);
  if (extra) {
    const entries = Object.entries(extra)
      .filter((entry): entry is [string, ExtraValue] => entry[1] !== undefined)
      .filter(([, value]) => typeof value !== 'number' || Number.isFinite(value))
      .slice(0, MAX_EXTRA_KEYS)
      .map(([key, value]): [string, ExtraValue] => [
        truncate(key, 100),
        typeof value === 'string' ? truncate(value, MAX_EXTRA_VALUE_LENGTH) : value,
      ]);
    if (entries.length > 0) payload.extra = Object.fromEntries(entries);
  }
  // Non-ASCII text takes up to 3 bytes a character: shrink the big parts until the body fits.
  while (byteLength(JSON.stringify(payload)) > MAX_BODY_BYTES) {
    if (payload.stack && payload.stack.length > 500) payload.stack = payload.stack.slice(0, Math.floor(payload.stack.length / 2));
    else if (payload.extra) delete payload.extra;
    else if (payload.stack) delete payload.stack;
    else if (payload.message.length > 200) payload.message = payload.message.slice(0, Math.floor(payload.message.length / 2));
    else break;
  }
  return payload;
}

/** Errors that say nothing we can act on: cross-origin scripts, browser extensions, benign loops. */
export function isNoise(payload: ErrorReportPayload): boolean {
  if (/^Script error\.?$/.test(payload.message)) return true;
  if (/ResizeObserver loop/.test(payload.message)) return true;
  const stack = payload.stack ?? '';
  return /(chrome|moz|safari(-web)?)-extension:\/\//.test(stack);
}

/** Two reports of the same error (message and first frame) count as one. */
export function errorFingerprint(payload: ErrorReportPayload): string {
  const firstFrame = (payload.stack ?? '').split('\n').find((line) => /^\s*at |@/.test(line)) ?? '';
  return `${payload.message}\n${firstFrame.trim()}`;
}

export type ErrorSender = (url: string, body: string) => void;

export interface ErrorReporterOptions {
  token?: string;
  send?: ErrorSender;
  pageUrl?: () => string | undefined;
  maxReports?: number;
}

export interface ErrorReporter {
  report(error: unknown, extra?: ErrorExtra): boolean;
  setToken(token: string): void;
  /** How many reports were accepted in this page view (sent, or waiting for the token). */
  readonly sent: number;
}

function fetchSender(url: string, body: string): void {
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  let token = options.token ?? '';
  let sent = 0;
  const seen = new Set<string>();
  /** Accepted before the token was known; sent by `setToken`. */
  let waiting: ErrorReportPayload[] = [];
  const max = options.maxReports ?? MAX_REPORTS_PER_PAGE;
  const send = options.send ?? fetchSender;
  const pageUrl = options.pageUrl ?? (() => (typeof location === 'undefined' ? undefined : location.href));
  const deliver = (payload: ErrorReportPayload) => send(generatePath('log_an_error', { token }), JSON.stringify(payload));
  return {
    report(error, extra) {
      try {
        if (sent >= max) return false;
        const payload = buildErrorPayload(error, extra, pageUrl());
        if (isNoise(payload)) return false;
        const fingerprint = errorFingerprint(payload);
        if (seen.has(fingerprint)) return false;
        seen.add(fingerprint);
        sent += 1;
        if (token === '') waiting.push(payload);
        else deliver(payload);
        return true;
      } catch {
        return false;
      }
    },
    setToken(value) {
      token = value;
      if (token === '') return;
      const queued = waiting;
      waiting = [];
      for (const payload of queued) {
        try {
          deliver(payload);
        } catch {
          // never throws
        }
      }
    },
    get sent() {
      return sent;
    },
  };
}

const reporter = createErrorReporter();

/** Sends an error report (fire-and-forget; never throws). */
export function reportError(error: unknown, extra?: ErrorExtra): void {
  reporter.report(error, extra);
}

let installed = false;

/** Once per page: sets the token and reports uncaught errors and unhandled promise rejections. */
export function installErrorReporter(token: string, win: Window = window): void {
  reporter.setToken(token);
  if (installed) return;
  installed = true;
  win.addEventListener('error', (event: ErrorEvent) => {
    // Resource load failures are plain Events without an error; they do not reach the window anyway.
    if (!(event instanceof ErrorEvent)) return;
    reporter.report(event.error ?? event.message, {
      source: event.filename || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
      kind: 'error',
    });
  });
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reporter.report(event.reason, { kind: 'unhandledrejection' });
  });
}
