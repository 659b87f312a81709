// The benches every engine runs: round trips, a burst and connect time, each on its bench page.
import { burstRows } from './burst-rows.mjs';
import { connectRows } from './connect-rows.mjs';
import { roundTripRows } from './round-trip-rows.mjs';

const PAGES = [
  ['channels', async (page) => [...(await roundTripRows(page)), ...(await burstRows(page))]],
  ['connect', connectRows],
];

/** `only`: the page names to run (BENCH_ONLY), or undefined for all. */
export async function engineRows(engine, hostUrl, only) {
  const rows = [];
  for (const [name, bench] of PAGES.filter(([name]) => !only || only.includes(name))) {
    const page = await engine.openPage(new URL(`pages/bench-${name}`, hostUrl).href);
    try {
      rows.push(...(await bench(page)));
    } finally {
      await page.close();
    }
  }
  return rows;
}
