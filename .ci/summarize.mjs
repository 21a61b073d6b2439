// Sums the counts of every suite's JSON report (.ci/out/<suite>-<runner>.json) and prints the
// closing line. A run that failed without a failing test (lint, types, a crash) counts as one failure.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [dir, statusArg] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  let p = 0;
  let f = 0;
  if (report.stats) {
    // Playwright
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
  } else {
    // Vitest (jest-compatible JSON)
    p = report.numPassedTests;
    f = report.numFailedTests;
  }
  console.log(`   ${name.replace(/\.json$/, '').padEnd(20)} ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
if (statusArg !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(statusArg === '0' && failed === 0 ? 0 : 1);
