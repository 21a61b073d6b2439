// Sums the counts of every suite's JSON report (.ci/out/<suite>-<runner>.json) and prints the
// closing line. A run that failed without a failing test (lint, types, a crash) counts as one failure.
// The names of failed (and flaky) tests are printed above the closing line, so the tail of a CI log
// says which test to look at.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [dir, statusArg] = process.argv.slice(2);

/** Playwright's JSON report nests suites; yields [title path, spec outcome] for every test. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield [[...here, spec.title].join(' › '), test];
    }
    yield* playwrightTests(suite.suites, here);
  }
}

/** A short first line of a failure's message, without terminal colours. */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

let passed = 0;
let failed = 0;
const notes = [];
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  const suite = name.replace(/\.json$/, '');
  let p = 0;
  let f = 0;
  if (report.stats) {
    // Playwright
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    for (const [title, test] of playwrightTests(report.suites)) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = (test.results ?? []).flatMap((r) => r.errors ?? (r.error ? [r.error] : []))[0];
      notes.push(`   ${suite}: ${test.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${title}`);
      if (error) notes.push(`      ${firstLine(error.message)}`);
    }
  } else {
    // Vitest (jest-compatible JSON)
    p = report.numPassedTests;
    f = report.numFailedTests;
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        notes.push(`   ${suite}: FAILED ${path.relative(process.cwd(), file.name)} › ${test.fullName}`);
        notes.push(`      ${firstLine(test.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
        notes.push(`   ${suite}: FAILED ${path.relative(process.cwd(), file.name)}: ${firstLine(file.message)}`);
      }
    }
  }
  console.log(`   ${suite.padEnd(20)} ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
for (const line of notes) console.log(line);
if (statusArg !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(statusArg === '0' && failed === 0 ? 0 : 1);
