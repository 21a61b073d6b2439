/** How the answer of a sent list is shown: the lines not sent first (they need a look), then those sent. */
import type { InvitationLineResult } from '@vizitas/shared/schemas/admin/client-invitations';

export interface ResultSummary {
  sent: number;
  skipped: number;
  /** The lines in the order to show them. */
  rows: InvitationLineResult[];
}

export function summarizeResults(results: readonly InvitationLineResult[]): ResultSummary {
  const skipped = results.filter((result) => result.outcome !== 'invited');
  const sent = results.filter((result) => result.outcome === 'invited');
  return { sent: sent.length, skipped: skipped.length, rows: [...skipped, ...sent] };
}

/** A file the list may be read from: text (CSV, TXT), at most 1 MB. */
export const LIST_FILE_MAX_BYTES = 1_000_000;
export const LIST_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain';

export function isListFile(file: { name: string; type: string; size: number }): boolean {
  if (file.size > LIST_FILE_MAX_BYTES) return false;
  return /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv' || file.type === 'text/plain';
}

const SENT_AT = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** When an invitation was sent, in Vilnius time: `2027-05-03 10:00`. */
export function formatSentAt(iso: string): string {
  return SENT_AT.format(new Date(iso)).replace(',', '');
}
