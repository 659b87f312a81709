// `npm run bench`: entry sizes and the Chromium-only benches, then round trips, a burst, connect
// time and the fast-start suite in every engine (SVC_ENGINES picks some), across two real origins. A benchmark, not a test: it
// prints every target with pass/FAIL and exits 0 whatever they say (1 only when a bench broke).
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { buildDemo } from '../scripts/build-demo.mjs';
import { selectedEngines } from '../scripts/engines/index.mjs';
import { BENCH_DIRS, buildBench } from './build.mjs';
import { chromiumOnlyRows } from './chromium-only-benches.mjs';
import { openEngine } from './drivers/index.mjs';
import { engineRows } from './engine-rows.mjs';
import { FAST_START, startFastStartDemos } from './fast-start-demos.mjs';
import { fastStartRows } from './fast-start-rows.mjs';
import { formatTable } from './format.mjs';
import { samplesNote } from './samples-note.mjs';
import { sizeRows } from './sizes.mjs';

const COMMAND = 'npm run bench';
const RESULTS_FILE = 'test-results/bench.json';
// BENCH_ONLY=channels,heap (page names: dispatch, frames, heap, channels, connect; and fast-start, the
// suite on a slow tenant of its own) runs only those.
const only = process.env.BENCH_ONLY?.split(',');
const withFastStart = !only || only.includes('fast-start');
const load = () => `load average ${loadavg()[0].toFixed(1)}`;

const startedAt = Date.now();
// Timings move with whatever else runs on the machine: the load is printed with them.
const machine = `${availableParallelism()} CPUs, ${load()} at start`;
const engines = selectedEngines();
await Promise.all([buildDemo(), buildBench()]);
// The two origins of `npm start` (tenant on 127.0.0.1, host on localhost) with the bench's pages.
const { startDemo } = await import(resolve('.demo/demo.js'));
const sizes = await sizeRows();
const benchDirs = { fixturesDir: resolve(BENCH_DIRS.fixtures), pagesDir: resolve(BENCH_DIRS.pages) };
const servers = await startDemo({ sandboxPort: 0, hostPort: 0, ...benchDirs });
const fastStartDemos = withFastStart ? await startFastStartDemos(startDemo, benchDirs) : null;
const results = {};
let chromiumOnly = [];
let broken = false;
try {
  for (const engine of engines) {
    const result = { load: load() };
    results[engine] = result;
    let opened;
    try {
      opened = await openEngine(engine);
      if (!opened) {
        result.skipped = 'not installed here';
        continue;
      }
      Object.assign(result, { version: opened.version, via: opened.via });
      result.rows = await engineRows(opened, servers.hostUrl, only);
      if (engine === 'chromium') chromiumOnly = await chromiumOnlyRows(opened.browser, servers.hostUrl, only);
      if (fastStartDemos) {
        result.fastStart = await fastStartRows(opened, fastStartDemos);
        if (result.fastStart.some((row) => row.broken)) broken = true;
      }
    } catch (error) {
      broken = true;
      result.error = String(error?.stack ?? error);
    } finally {
      await opened?.close();
    }
  }
} finally {
  await Promise.all([servers.close(), fastStartDemos?.close()]);
}

const seconds = (Date.now() - startedAt) / 1000;
const engineList = process.env.SVC_ENGINES ? ` (SVC_ENGINES=${process.env.SVC_ENGINES})` : '';
console.log(`command: ${COMMAND}${engineList}`);
console.log(`Node ${process.version}, ${machine}, ${seconds.toFixed(0)} s\n`);
const chromiumVersion = results.chromium?.version;
const title = chromiumVersion
  ? `Entry sizes (no browser) and the Chromium-only benches (${chromiumVersion})`
  : 'Entry sizes (no browser; the Chromium-only benches need chromium in SVC_ENGINES)';
console.log(`## ${title}\n\n${formatTable([...sizes, ...chromiumOnly])}\n`);
console.log(`${samplesNote()}\n`);
for (const [engine, result] of Object.entries(results)) {
  const what = result.version ? `${result.version}, via ${result.via}; ` : '';
  console.log(`## ${engine}: ${what}${result.load} at its start\n`);
  if (result.skipped) console.log(`skipped: ${result.skipped}\n`);
  else if (result.error) console.log(`ERROR, no table: ${result.error}\n`);
  else if (result.rows.length > 0) console.log(`${formatTable(result.rows)}\n`);
  if (result.fastStart) {
    console.log(`### ${engine}: fast start, every surface's ready held back ${FAST_START.readyDelayMs} ms\n`);
    console.log(`${formatTable(result.fastStart)}\n`);
  }
}
await mkdir('test-results', { recursive: true });
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify({ command: COMMAND, date: new Date().toISOString(), node: process.version, machine, seconds, sizes, chromiumOnly, engines: results }, null, 2)}\n`,
);
console.log(`raw samples: ${RESULTS_FILE}`);
if (broken) process.exitCode = 1;
