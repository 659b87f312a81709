// The Chromium-only benches (the round trips, burst and connect time of every engine are in
// engine-rows.mjs): each opens its bench page on the host origin and calls `window.bench`; the heap
// bench reads the heap and the listeners over CDP.
import { info, ms, ns, times } from './format.mjs';
import { median, percentile } from './stats.mjs';
import { withTimeout } from './timeout.mjs';

const DISPATCH = { messages: 100_000, rounds: 9, warmupMessages: 20_000 };
const READY = { samples: 30, warmup: 3 };
const ROUND_TRIP = { samples: 1_000, warmup: 100 };
const RENEWAL = { samples: 31, warmup: 3, expiringInMs: 100 };
const HEAP = { cycles: 10_000, warmupCycles: 1_000 };

async function openBenchPage(context, hostUrl, name) {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[bench-${name}] page error: ${error.message}`));
  await page.goto(new URL(`pages/bench-${name}`, hostUrl).href);
  await page.waitForFunction(() => 'bench' in window, null, { timeout: 10_000 });
  return page;
}

/** Calls `window.bench[method](...args)` in the page, failing after 120 s. */
function runBench(page, method, args, what) {
  return withTimeout(
    page.evaluate(([name, values]) => window.bench[name](...values), [method, args]),
    120,
    what,
  );
}

async function dispatchRows(page) {
  const { messages, rounds, warmupMessages } = DISPATCH;
  const result = await runBench(page, 'dispatchRounds', [messages, rounds, warmupMessages], 'dispatch bench');
  for (const [kind, count] of Object.entries(result.received)) {
    if (count !== messages * rounds)
      throw new Error(`dispatch bench: ${kind} receiver saw ${count} messages`);
  }
  const [validated, bare, receiveParse, zodParse, inMemoryEmit] = [
    'validated',
    'bareEmitter',
    'receiveParse',
    'zodParse',
    'inMemoryEmit',
  ].map((kind) => median(result[kind]));
  return [
    {
      metric: `host validated receive-and-dispatch: a \`message\` event through the controller to its subscriber, per message (median of ${rounds} rounds of ${messages.toLocaleString('en')})`,
      value: ns(validated),
      target: '≤ 5000 ns',
      ok: validated <= 5000,
      raw: result.validated,
    },
    info(
      'bare unvalidated EventEmitter dispatch: the same event to a listener that emits `data.payload` on eventemitter3',
      ns(bare),
      result.bareEmitter,
    ),
    {
      metric: 'validated / bare',
      value: `${times(validated / bare)} (+${ns(validated - bare)})`,
      target: '≤ 10×',
      ok: validated / bare <= 10,
      raw: validated / bare,
    },
    {
      metric: '… the receive parse alone (validators generated from the zod/mini schemas)',
      value: ns(receiveParse),
      target: '≤ 500 ns',
      ok: receiveParse <= 500,
      raw: result.receiveParse,
    },
    info('… for comparison: zod/mini `safeParseEvent` alone', ns(zodParse), result.zodParse),
    info(
      'in-memory eventemitter3 emit, no message event (validated / this in brackets)',
      `${ns(inMemoryEmit)} (${times(validated / inMemoryEmit)})`,
      result.inMemoryEmit,
    ),
  ];
}

async function frameRows(page) {
  const ready = await runBench(page, 'readyTimes', [READY.samples, READY.warmup], 'ready bench');
  const embedReady = median(ready.embed);
  const bareReady = median(ready.bare);
  const trips = await runBench(
    page,
    'roundTrips',
    [ROUND_TRIP.samples, ROUND_TRIP.warmup],
    'round-trip bench',
  );
  const renewals = await runBench(
    page,
    'renewalSamples',
    [RENEWAL.samples, RENEWAL.warmup, RENEWAL.expiringInMs],
    'renewal bench',
  );
  const overhead = median(renewals.map((sample) => sample.overheadMs));
  const roundTripMedian = median(trips);
  const phase = (name) => ms(median(renewals.map((sample) => sample[name])));
  const step = (name) => ms(median(renewals.map((sample) => sample.steps[name])));
  return [
    info(`iframe insertion → controller.ready (median of ${READY.samples})`, ms(embedReady), ready.embed),
    info(
      `iframe insertion → one raw message from a bare iframe (median of ${READY.samples})`,
      ms(bareReady),
      ready.bare,
    ),
    info('ready / bare iframe', times(embedReady / bareReady), null),
    {
      metric: `round trip refresh() → embed handler → host handler, median (${ROUND_TRIP.samples})`,
      value: ms(roundTripMedian),
      target: '< 1 ms',
      ok: roundTripMedian < 1,
      raw: trips,
    },
    info('round trip p99', ms(percentile(trips, 99)), null),
    {
      metric: `renewal overhead: session-expiring → active, minus mint and exchange (median of ${RENEWAL.samples})`,
      value: `${ms(overhead)} (mint ${phase('mintMs')}, exchange ${phase('exchangeMs')})`,
      target: '< 5 ms',
      ok: overhead < 5,
      raw: renewals,
    },
    info(
      '… steps (medians): embed → host mintSession, host → set-session posted, → embed, → active',
      [step('toHostMs'), step('hostMs'), step('backMs'), step('applyMs')].join(', '),
      null,
    ),
  ];
}

/** Garbage-collected heap and the listeners on window and document, read over CDP. */
async function heapProbe(page) {
  const cdp = await page.context().newCDPSession(page);
  const listenerCount = async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
    return listeners.length;
  };
  return {
    async read() {
      for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return { usedSize, listeners: (await listenerCount('window')) + (await listenerCount('document')) };
    },
    detach: () => cdp.detach(),
  };
}

async function heapRows(page) {
  const cycles = (count) => runBench(page, 'createDestroyCycles', [count], 'create/destroy cycles');
  const probe = await heapProbe(page);
  await cycles(HEAP.warmupCycles);
  const before = await probe.read();
  const iframesLeft = await cycles(HEAP.cycles);
  const after = await probe.read();
  await probe.detach();
  const growth = after.usedSize - before.usedSize;
  const listenersLeft = after.listeners - before.listeners;
  const label = `after ${HEAP.cycles.toLocaleString('en')} create/destroy cycles of EmbedController + EmbedEmitter`;
  return [
    {
      metric: `heap growth ${label}`,
      value: `${(growth / 1024).toFixed(1)} KB (${(growth / HEAP.cycles).toFixed(1)} B/cycle)`,
      target: '< 1024 KB',
      ok: growth < 1024 * 1024,
      raw: { before: before.usedSize, after: after.usedSize },
    },
    {
      metric: 'listeners on window + document, iframes in the container, left by those cycles',
      value: `${listenersLeft} listeners, ${iframesLeft} iframes`,
      target: '0, 0',
      ok: listenersLeft === 0 && iframesLeft === 0,
      raw: { listenersBefore: before.listeners, listenersAfter: after.listeners, iframesLeft },
    },
  ];
}

/** `only`: the page names to run (BENCH_ONLY), or undefined for all. */
export async function chromiumOnlyRows(browser, hostUrl, only) {
  const context = await browser.newContext();
  const rows = [];
  try {
    for (const [name, bench] of [
      ['dispatch', dispatchRows],
      ['frames', frameRows],
      ['heap', heapRows],
    ].filter(([name]) => !only || only.includes(name))) {
      const page = await openBenchPage(context, hostUrl, name);
      rows.push(...(await bench(page)));
      await page.close();
    }
  } finally {
    await context.close();
  }
  return rows;
}
