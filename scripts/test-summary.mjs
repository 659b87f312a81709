// Prints one "suite: N passed, N failed" line per test report, so CI logs end with a plain count.
import { existsSync, readFileSync } from 'node:fs';

const REPORTS = [['unit', 'test-results/vitest.json']];

for (const [suite, file] of REPORTS) {
  if (!existsSync(file)) {
    console.log(`${suite}: no report at ${file} (the suite did not run)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
