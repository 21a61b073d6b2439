/**
 * The pictures being uploaded to the gallery (docs/decisions/026): one entry per file dropped
 * or chosen, from waiting through sending (its progress) and the server's work to done or
 * failed (with the API's Lithuanian message). Pure: the page renders it and feeds it events.
 */
export type UploadState = 'waiting' | 'sending' | 'processing' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  /** A local preview (`blob:` URL), shown while it goes. */
  preview: string | null;
  state: UploadState;
  /** 0–1 of the bytes sent. */
  progress: number;
  error: string | null;
  /** A failure that may go better when tried again (no answer, a server failure). */
  retryable: boolean;
}

export type UploadEvent =
  | { type: 'added'; entries: Array<Pick<UploadEntry, 'key' | 'name' | 'preview'> & { error?: string | null }> }
  | { type: 'started'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string; retryable: boolean }
  | { type: 'retry'; key: string }
  | { type: 'dismissed'; key: string };

export function uploadQueue(entries: UploadEntry[], event: UploadEvent): UploadEntry[] {
  const change = (key: string, patch: Partial<UploadEntry>) =>
    entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry));
  switch (event.type) {
    case 'added':
      return [
        ...entries,
        ...event.entries.map((entry): UploadEntry => ({
          ...entry,
          // A file the browser already refuses (too large, not a picture) fails at once.
          state: entry.error ? 'failed' : 'waiting',
          progress: 0,
          error: entry.error ?? null,
          retryable: false,
        })),
      ];
    case 'started':
      return change(event.key, { state: 'sending', progress: 0, error: null });
    case 'progress':
      return change(event.key, {
        state: event.fraction >= 1 ? 'processing' : 'sending',
        progress: Math.min(1, Math.max(0, event.fraction)),
      });
    case 'done':
      return change(event.key, { state: 'done', progress: 1 });
    case 'failed':
      return change(event.key, { state: 'failed', error: event.error, retryable: event.retryable });
    case 'retry':
      return change(event.key, { state: 'waiting', progress: 0, error: null, retryable: false });
    case 'dismissed':
      return entries.filter((entry) => entry.key !== event.key);
  }
}

/** The next entry to send, when fewer than `parallel` are on their way. */
export function nextToSend(entries: readonly UploadEntry[], parallel = 2): UploadEntry | null {
  const going = entries.filter((entry) => entry.state === 'sending' || entry.state === 'processing').length;
  if (going >= parallel) return null;
  return entries.find((entry) => entry.state === 'waiting') ?? null;
}

/** The ids in a new order: the one at `index` moved by `delta` places (kept inside the list). */
export function moved(ids: readonly string[], index: number, delta: number): string[] {
  const target = Math.min(ids.length - 1, Math.max(0, index + delta));
  const next = [...ids];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
