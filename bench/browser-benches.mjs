// The Chromium benches: each opens its bench page on the host origin and calls `window.bench`.
import { median, percentile } from './stats.mjs';

const DISPATCH = { messages: 100_000, rounds: 9, warmupMessages: 20_000 };
const READY = { samples: 30, warmup: 3 };
const ROUND_TRIP = { samples: 1_000, warmup: 100 };
const RENEWAL = { samples: 31, warmup: 3, expiringInMs: 100 };
const HEAP = { cycles: 10_000, warmupCycles: 1_000 };
const CHANNELS = { batches: 9, batchSize: 200, warmup: 200 };
const BURST = { events: 10_000, rounds: 5 };

const ns = (value) => `${value.toFixed(0)} ns`;
// performance.now() has 0.1 ms steps in pages that are not cross-origin isolated.
const ms = (value) => `${value.toFixed(2)} ms`;
const times = (value) => `${value.toFixed(1)}×`;

async function withTimeout(promise, seconds, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openBenchPage(context, hostUrl, name) {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[bench-${name}] page error: ${error.message}`));
  await page.goto(new URL(`pages/bench-${name}`, hostUrl).href);
  await page.waitForFunction(() => 'bench' in window, null, { timeout: 10_000 });
  return page;
}

/** A row that is reported, not judged. */
const info = (metric, value, raw) => ({ metric, value, target: '—', ok: null, raw });

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

const us = (value) => `${value.toFixed(0)} µs`;

async function channelRows(page) {
  const { batches, batchSize, warmup } = CHANNELS;
  const trips = await runBench(page, 'channelRoundTrips', [batches, batchSize, warmup], 'channel bench');
  const [window_, port, penpal, bareWindow, bareChannel, bareEnvelope] = [
    'window',
    'port',
    'penpal',
    'bareWindow',
    'bareChannel',
    'bareEnvelope',
  ].map((kind) => median(trips[kind]));
  // Kinds run interleaved batch by batch, so a port batch and the penpal batch after it share the
  // machine's state: the median of their ratios moves less with load than the ratio of two medians.
  const versusPenpal = median(trips.port.map((value, batch) => value / trips.penpal[batch]));
  const { events, rounds } = BURST;
  const bursts = await runBench(page, 'bursts', [events, rounds], 'burst bench');
  const burstPort = median(bursts.port);
  const burstBare = median(bursts.bareWindow);
  const each = `median of ${batches} batches of ${batchSize} sequential round trips`;
  return [
    {
      metric: `round trip refresh() → embed → host handler over the \`message-port\` extension (${each})`,
      value: `${us(port)} (${times(port / bareChannel)} bare MessageChannel, ${versusPenpal.toFixed(2)}× penpal batch by batch)`,
      target: `≤ 1.3× bare MessageChannel (${us(1.3 * bareChannel)}) and < penpal (median of the batch ratios < 1)`,
      ok: port <= 1.3 * bareChannel && versusPenpal < 1,
      raw: trips.port,
    },
    info('… the same round trip over window messages (no message-port)', us(window_), trips.window),
    info('… penpal 7 (devDependency, bench only): remote.ping() round trip', us(penpal), trips.penpal),
    info('… bare window postMessage ping-pong, no library', us(bareWindow), trips.bareWindow),
    info('… bare MessageChannel ping-pong, no library', us(bareChannel), trips.bareChannel),
    info(
      '… bare MessageChannel ping-pong of a spec envelope (the event of our round trip as a literal), no library',
      us(bareEnvelope),
      trips.bareEnvelope,
    ),
    {
      metric: `burst of ${events.toLocaleString('en')} events embed → host handler over message-port, validated (median of ${rounds})`,
      value: `${ms(burstPort)} (bare window messages ${ms(burstBare)})`,
      target: '≤ bare window messages',
      ok: burstPort <= burstBare,
      raw: bursts,
    },
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

export async function browserRows(browser, hostUrl) {
  const context = await browser.newContext();
  const rows = [];
  try {
    // BENCH_ONLY=channels (a comma-separated list) runs only those pages.
    const only = process.env.BENCH_ONLY?.split(',');
    for (const [name, bench] of [
      ['dispatch', dispatchRows],
      ['frames', frameRows],
      ['heap', heapRows],
      ['channels', channelRows],
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
