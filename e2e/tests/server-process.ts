import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A copy of the product started beside the journeys' server (its own port, and data folder or database). */
export interface StartedServer {
  child: ReturnType<typeof spawn>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote so far (for error messages). */
  output(): string;
}

/**
 * Starts `node <nodeArgs>` in the repository with the production environment, `LOG_LEVEL=warn`
 * and `env` on top of this process's environment.
 */
export function startServer(nodeArgs: string[], env: NodeJS.ProcessEnv): StartedServer {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until `url` answers 2xx (polled every 250 ms); throws after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
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
