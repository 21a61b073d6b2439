import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, waitForHealth } from './server-process';

/** Starts a second copy of the product on its own port and data folder. */
function startLifecycleServer(port: number, dataDir: string) {
  return startServer(['--import', 'tsx', 'apps/server/src/server.ts'], { PORT: String(port), DATA_DIR: dataDir });
}

test('SIGTERM lets requests in flight finish, then stops cleanly', async () => {
  test.setTimeout(180_000);
  const port = Number(process.env.PORT ?? 3100) + 57;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-lifecycle-'));
  const server = startLifecycleServer(port, dataDir);
  try {
    await waitForHealth(`http://localhost:${port}/healthz`, 150_000);
    // Thirty page requests, each on its own connection; SIGTERM when the fifth answer arrives.
    // A request the server has accepted must be answered in full (200 and the whole page,
    // never cut, never 5xx). Connections still waiting in the kernel's listen queue were never
    // accepted: closing the listener resets them before any byte of an answer, as for any server.
    let answers = 0;
    let killedAt = 0;
    let onFifthAnswer!: () => void;
    const fifthAnswer = new Promise<void>((resolve) => (onFifthAnswer = resolve));
    type Outcome = { status: number; complete: boolean; finishedAfterKill: boolean } | { neverAnswered: string };
    const outcomes = Array.from(
      { length: 30 },
      () =>
        new Promise<Outcome>((resolve) => {
          const request = http.get({ host: '127.0.0.1', port, path: '/apie/studija-aiste', agent: false }, (response) => {
            if (++answers === 5) onFifthAnswer();
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, complete: body.includes('</html>'), finishedAfterKill: killedAt > 0 }),
            );
            response.on('error', () => resolve({ status: response.statusCode ?? 0, complete: false, finishedAfterKill: true }));
          });
          request.on('error', (error: NodeJS.ErrnoException) => resolve({ neverAnswered: error.code ?? error.message }));
        }),
    );
    await fifthAnswer;
    killedAt = Date.now();
    server.child.kill('SIGTERM');
    const results = await Promise.all(outcomes);
    const answered = results.filter((r): r is Extract<Outcome, { status: number }> => 'status' in r);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.every((r) => r.status === 200 && r.complete)).toBe(true);
    expect(answered.some((r) => r.finishedAfterKill)).toBe(true);
    for (const r of results) if ('neverAnswered' in r) expect(r.neverAnswered).toBe('ECONNRESET');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
    expect(server.output()).not.toMatch(/unclean stop|Error/);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
