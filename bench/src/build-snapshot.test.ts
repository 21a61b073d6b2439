import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { incompleteReason, snapshotWebBuild } from './build-snapshot';
import { REPO_ROOT } from './server-process';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(complete: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vizitas-fake-build-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'client/assets/entry.client-A.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'client/assets/entry.client-A.js.map'), '{}');
  if (complete) writeFileSync(path.join(dir, 'server/index.js'), 'export const x = 1;');
  return dir;
}

describe('snapshotWebBuild', () => {
  it('copies a complete build without source maps, beside links to the web app and root node_modules', async () => {
    const snapshot = await snapshotWebBuild(fakeBuild(true), 0);
    try {
      expect(readFileSync(path.join(snapshot.clientDir, 'assets/entry.client-A.js'), 'utf8')).toBe('console.log(1);');
      expect(existsSync(path.join(snapshot.clientDir, 'assets/entry.client-A.js.map'))).toBe(false);
      expect(realpathSync(path.join(snapshot.buildDir, '../../../node_modules'))).toBe(
        realpathSync(path.join(REPO_ROOT, 'node_modules')),
      );
      if (existsSync(path.join(REPO_ROOT, 'apps/web/node_modules'))) {
        expect(realpathSync(path.join(snapshot.buildDir, '../node_modules'))).toBe(
          realpathSync(path.join(REPO_ROOT, 'apps/web/node_modules')),
        );
      }
    } finally {
      snapshot.remove();
    }
    expect(existsSync(snapshot.buildDir)).toBe(false);
  });

  it('says what is missing from an incomplete build', async () => {
    const dir = fakeBuild(false);
    expect(incompleteReason(dir)).toMatch(/server\/index\.js is missing/);
    await expect(snapshotWebBuild(dir, 0)).rejects.toThrow(/server\/index\.js is missing/);
  });
});
