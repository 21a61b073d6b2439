import { describe, expect, it } from 'vitest';
import { moved, nextToSend, uploadQueue, type UploadEntry } from './upload-queue';

const add = (queue: UploadEntry[], ...names: string[]) =>
  uploadQueue(queue, { type: 'added', entries: names.map((name) => ({ key: name, name, preview: null })) });

describe('the gallery upload queue', () => {
  it('sends two at a time, shows progress, then the server’s work, then done', () => {
    let queue = add([], 'a.jpg', 'b.jpg', 'c.jpg');
    expect(nextToSend(queue)?.key).toBe('a.jpg');
    queue = uploadQueue(queue, { type: 'started', key: 'a.jpg' });
    queue = uploadQueue(queue, { type: 'started', key: 'b.jpg' });
    expect(nextToSend(queue)).toBeNull();
    queue = uploadQueue(queue, { type: 'progress', key: 'a.jpg', fraction: 0.5 });
    expect(queue[0]).toMatchObject({ state: 'sending', progress: 0.5 });
    queue = uploadQueue(queue, { type: 'progress', key: 'a.jpg', fraction: 1 });
    expect(queue[0]!.state).toBe('processing');
    queue = uploadQueue(queue, { type: 'done', key: 'a.jpg' });
    expect(nextToSend(queue)?.key).toBe('c.jpg');
  });

  it('keeps a failure with its message until retried or dismissed; a file refused by the browser fails at once', () => {
    let queue = uploadQueue([], {
      type: 'added',
      entries: [{ key: 'x', name: 'x.svg', preview: null, error: 'Tinka tik JPEG, PNG arba WebP nuotraukos.' }],
    });
    expect(queue[0]).toMatchObject({ state: 'failed', error: 'Tinka tik JPEG, PNG arba WebP nuotraukos.' });
    expect(nextToSend(queue)).toBeNull();
    queue = add(queue, 'y.png');
    queue = uploadQueue(queue, { type: 'started', key: 'y.png' });
    queue = uploadQueue(queue, { type: 'failed', key: 'y.png', error: 'Ryšio nėra', retryable: true });
    expect(queue[1]).toMatchObject({ state: 'failed', retryable: true });
    queue = uploadQueue(queue, { type: 'retry', key: 'y.png' });
    expect(queue[1]).toMatchObject({ state: 'waiting', error: null });
    queue = uploadQueue(queue, { type: 'dismissed', key: 'x' });
    expect(queue.map((entry) => entry.key)).toEqual(['y.png']);
  });

  it('moves a photo earlier or later, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
