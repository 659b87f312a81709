// Prints one "suite: N passed, N failed" line per test report, so CI logs end with a plain count.
import { existsSync, readFileSync } from 'node:fs';

const REPORTS = [
  ['unit', 'test-results/vitest.json', (r) => [r.numPassedTests, r.numFailedTests]],
  ['e2e', 'test-results/e2e.json', (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]],
];

let totalPassed = 0;
let totalFailed = 0;
for (const [suite, file, counts] of REPORTS) {
  if (!existsSync(file)) {
    console.log(`${suite}: no report at ${file} (the suite did not run)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const [passed, failed] = counts(report);
  totalPassed += passed;
  totalFailed += failed;
  console.log(`${suite}: ${passed} passed, ${failed} failed`);
}
console.log(`total: ${totalPassed} passed, ${totalFailed} failed`);
