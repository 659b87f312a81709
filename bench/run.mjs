// `npm run bench`: entry sizes, then the Chromium benches across two real origins. A benchmark,
// not a test: it prints every target with pass/fail and exits 0 whatever they say.
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { buildDemo } from '../scripts/build-demo.mjs';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../scripts/engines/chromium.mjs';
import { browserRows } from './browser-benches.mjs';
import { BENCH_DIRS, buildBench } from './build.mjs';
import { sizeRows } from './sizes.mjs';

const COMMAND = 'npm run bench';
const RESULTS_FILE = 'test-results/bench.json';

function formatTable(rows) {
  const cell = (text) => String(text).replaceAll('|', '\\|');
  const ok = (value) => (value === null ? '—' : value ? 'pass' : 'FAIL');
  return [
    '| metric | value | target | ok |',
    '|---|---|---|---|',
    ...rows.map(
      (row) => `| ${cell(row.metric)} | ${cell(row.value)} | ${cell(row.target)} | ${ok(row.ok)} |`,
    ),
  ].join('\n');
}

const startedAt = Date.now();
// Timings move with whatever else runs on the machine: the load before the bench is printed with them.
const machine = `${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} at start`;
await Promise.all([buildDemo(), buildBench()]);
// The two origins of `npm start` (tenant on 127.0.0.1, host on localhost) with the bench's pages.
const { startDemo } = await import(resolve('.demo/demo.js'));
const rows = await sizeRows();
const servers = await startDemo({
  sandboxPort: 0,
  hostPort: 0,
  fixturesDir: resolve(BENCH_DIRS.fixtures),
  pagesDir: resolve(BENCH_DIRS.pages),
});
let browser;
let browserVersion;
try {
  browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: CHROMIUM_ARGS,
  });
  browserVersion = browser.version();
  rows.push(...(await browserRows(browser, servers.hostUrl)));
} finally {
  await browser?.close();
  await servers.close();
}

const seconds = (Date.now() - startedAt) / 1000;
console.log(`command: ${COMMAND}`);
console.log(`Chromium ${browserVersion}, Node ${process.version}, ${machine}, ${seconds.toFixed(0)} s\n`);
console.log(formatTable(rows));
await mkdir('test-results', { recursive: true });
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify({ command: COMMAND, date: new Date().toISOString(), browserVersion, node: process.version, machine, seconds, rows }, null, 2)}\n`,
);
console.log(`\nraw samples: ${RESULTS_FILE}`);
