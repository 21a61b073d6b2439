import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Starts a second copy of the built product on its own port and data folder. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

test('SIGTERM lets requests in flight finish, then stops cleanly', async () => {
  test.setTimeout(180_000);
  const port = Number(process.env.PORT ?? 3100) + 57;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-lifecycle-'));
  const server = startServer(port, dataDir);
  try {
    await waitForHealth(`http://localhost:${port}/healthz`, 150_000);
    const inFlight = Array.from({ length: 30 }, () => fetch(`http://localhost:${port}/apie/studija-aiste`).then((r) => r.status));
    // Long enough for the connections to be accepted, short enough for the renders to be running.
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array(30).fill(200));
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
    expect(server.output()).not.toMatch(/unclean stop|Error/);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
