/**
 * A private copy of the web build (apps/web/build) for one bench run, so that a rebuild by
 * someone else during the run cannot pull the pages out from under the server. The server is
 * pointed at it with `WEB_BUILD_DIR`. The copy sits at `<tmp>/apps/web/build` beside links to the
 * repository's `apps/web/node_modules` and `node_modules`, so the server build's bare imports
 * (react, and @mantine/core, which npm now installs in apps/web/node_modules) resolve exactly as
 * in place.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './server-process';

/** The build the bench copies: `WEB_BUILD_DIR` when set (as the server reads it), else apps/web/build. */
export const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR?.trim()
  ? path.resolve(process.env.WEB_BUILD_DIR)
  : path.join(REPO_ROOT, 'apps/web/build');

export interface BuildSnapshot {
  /** Use as `WEB_BUILD_DIR`. */
  buildDir: string;
  /** The static files the browser loads (`<buildDir>/client`). */
  clientDir: string;
  remove(): void;
}

/** Why a build folder is not usable, or null when it is complete. */
export function incompleteReason(buildDir: string): string | null {
  if (!existsSync(path.join(buildDir, 'server/index.js'))) return `${path.join(buildDir, 'server/index.js')} is missing`;
  const assets = path.join(buildDir, 'client/assets');
  if (!existsSync(assets) || readdirSync(assets).length === 0) return `${assets} is missing or empty`;
  return null;
}

/**
 * Copies the build once it is complete (waiting up to `waitMs` for a rebuild in progress to
 * finish). Throws with the reason when there is no complete build.
 */
export async function snapshotWebBuild(source = WEB_BUILD_DIR, waitMs = 90_000): Promise<BuildSnapshot> {
  const root = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-build-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  const buildDir = path.join(root, 'apps/web/build');
  mkdirSync(path.dirname(buildDir), { recursive: true });
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      const before = incompleteReason(source);
      if (!before) {
        rmSync(buildDir, { recursive: true, force: true });
        try {
          cpSync(source, buildDir, { recursive: true, filter: (file) => !file.endsWith('.map') });
        } catch {
          // removed while copying: a rebuild started; wait for it below
        }
        if (!incompleteReason(buildDir) && !incompleteReason(source)) break;
      }
      if (Date.now() >= deadline) throw new Error(before ?? `${source} kept changing while it was copied`);
      await sleep(3_000);
    }
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const webModules = path.join(REPO_ROOT, 'apps/web/node_modules');
    if (existsSync(webModules)) symlinkSync(webModules, path.join(root, 'apps/web/node_modules'), 'dir');
    return { buildDir, clientDir: path.join(buildDir, 'client'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
