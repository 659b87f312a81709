// Prints one "suite: N passed, N failed" line per test report (the browser suite once per engine), the
// browser tests skipped for a driver gap with their reasons, and a total, so CI logs end with a plain count.
import { existsSync, readFileSync } from 'node:fs';

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Every test result of a Playwright JSON report: { engine, title, status, skipReason }. */
function browserResults(report) {
  const results = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const engine = test.projectName.replace(/-leaks$/, '');
        const skip = test.annotations?.find((annotation) => annotation.type === 'skip');
        results.push({
          engine,
          title: [...titles, spec.title].join(' › '),
          status: test.status,
          skipReason: skip?.description,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return results;
}

let totalPassed = 0;
let totalFailed = 0;
const line = (suite, passed, failed, skipped) => {
  totalPassed += passed;
  totalFailed += failed;
  console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
};

const unit = read('test-results/vitest.json');
if (unit) line('unit', unit.numPassedTests, unit.numFailedTests, 0);
else console.log('unit: no report at test-results/vitest.json (the suite did not run)');

const e2e = read('test-results/e2e.json');
if (!e2e) console.log('e2e: no report at test-results/e2e.json (the suite did not run)');
else {
  const results = browserResults(e2e);
  const engines = [...new Set(results.map((result) => result.engine))];
  for (const engine of engines) {
    const mine = results.filter((result) => result.engine === engine);
    const count = (status) => mine.filter((result) => result.status === status).length;
    line(`e2e ${engine}`, count('expected') + count('flaky'), count('unexpected'), count('skipped'));
  }
  const skipped = results.filter((result) => result.status === 'skipped');
  if (skipped.length > 0) {
    console.log('browser tests skipped for a driver gap (e2e/engine-skips.ts):');
    for (const result of skipped)
      console.log(`  ${result.engine}: ${result.title}: ${result.skipReason ?? 'no reason given'}`);
  }
}
console.log(`total: ${totalPassed} passed, ${totalFailed} failed`);
