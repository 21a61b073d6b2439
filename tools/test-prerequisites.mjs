#!/usr/bin/env node
// What `npm test` needs beyond npm's packages, checked in its first seconds: Debian's Chromium
// (the browser journeys; Playwright's own browser download is not used) and a Java runtime (the
// Nu HTML Checker, vnu-jar). Whatever is missing is installed with apt-get when this process may
// (root, or sudo without a password, on Debian or Ubuntu), as `.ci/run` does; otherwise it says
// exactly what is missing and the command that installs it, and fails at once rather than after
// the unit tests. `CHROMIUM_PATH` names another Chromium (the journeys use it too).
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Each prerequisite: how to tell it is there, and the Debian package that brings it. */
const prerequisites = [
  {
    what: `Chromium (${chromiumPath})`,
    present: () => isExecutable(chromiumPath),
    debianPackage: 'chromium',
  },
  {
    what: 'a Java runtime (java on PATH, for the Nu HTML Checker)',
    present: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    debianPackage: 'default-jre-headless',
  },
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** `[]` when this process is root, `['sudo', '-n']` when sudo works without a password, else null. */
function privilege() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return null;
}

const missing = prerequisites.filter((each) => !each.present());
if (missing.length === 0) process.exit(0);

const packages = missing.map((each) => each.debianPackage);
const installCommand = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const prefix = onPath('apt-get') ? privilege() : null;

if (prefix === null) {
  console.error('npm test needs what this machine does not have:');
  for (const each of missing) console.error(`  - ${each.what}: Debian/Ubuntu package "${each.debianPackage}"`);
  console.error(`Install it as root:\n  ${installCommand}`);
  if (missing.some((each) => each.debianPackage === 'chromium')) {
    console.error('or point CHROMIUM_PATH at a Chromium or Chrome you have.');
  }
  process.exit(1);
}

console.log(`npm test: installing ${packages.join(' and ')} (${missing.map((each) => each.what).join('; ')} missing)`);
const run = (args) => {
  const [program, ...rest] = [...prefix, ...args];
  execFileSync(program, rest, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
} catch {
  console.error(`The install failed. Install by hand as root:\n  ${installCommand}`);
  process.exit(1);
}
const stillMissing = prerequisites.filter((each) => !each.present());
if (stillMissing.length > 0) {
  console.error(`Still missing after the install: ${stillMissing.map((each) => each.what).join('; ')}`);
  process.exit(1);
}
console.log('npm test: installed; going on');
