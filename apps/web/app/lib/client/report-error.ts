/**
 * `reportError(error, extra?)` for any code: a tiny forwarder to `./error-reporter`, whose code
 * loads on first use (or with the chrome runtime). Fire-and-forget; never throws.
 */
import type { ErrorExtra } from './error-reporter';

export type { ErrorExtra };

export function reportError(error: unknown, extra?: ErrorExtra): void {
  try {
    import('./error-reporter').then((reporter) => reporter.reportError(error, extra)).catch(() => undefined);
  } catch {
    // nothing to do: reporting must never break the page
  }
}
