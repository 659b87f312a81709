// Round trips in one engine: ours by default (auto) and on each transport beside penpal and the bare
// floors: the default against the faster of ours, each transport against its own bare floor, all against penpal.
import { info, ratio, us } from './format.mjs';
import { median } from './stats.mjs';

export const ROUND_TRIP = { batches: 15, minBatchMs: 50, warmup: 100 };
const FLOOR_TARGET = 1.15;
/** The default (auto) against the faster of our two transports. */
const AUTO_TARGET = 1.1;

const TRANSPORT = { window: 'window messages', port: 'the port' };

export async function roundTripRows(page) {
  const { batches, minBatchMs, warmup } = ROUND_TRIP;
  const { us: samples, trips } = await page.call(
    'channelRoundTrips',
    [batches, minBatchMs, warmup],
    'round-trip bench',
  );
  const stepMs = await page.call('timerStepMs', [], 'timer step');
  const mid = (kind) => median(samples[kind]);
  // Kinds run interleaved batch by batch, so two batches side by side share the machine's state: the
  // median of their ratios moves less with load than the ratio of two medians.
  const batchRatio = (kind, by) => median(samples[kind].map((value, batch) => value / samples[by][batch]));
  const portOverWindow = batchRatio('port', 'window');
  const best = portOverWindow < 1 ? 'port' : 'window';
  const target = (metric, value, limit, text) => ({
    metric,
    value: ratio(value),
    target: text,
    ok: value <= limit,
    raw: value,
  });
  // Each of ours against the bare floor of its own transport, and against penpal.
  // The floor sends `1`; the proposed one sends the same envelope ours does, so it leaves out
  // what the spec's wire format costs to clone and measures only what the library adds.
  const FLOORS = {
    window: ['bareWindow', 'bare window messages', 'bareWindowEnvelope'],
    port: ['bareChannel', 'bare MessageChannel', 'bareChannelEnvelope'],
  };
  const judged = (kind) => {
    const [floor, floorName, envelopeFloor] = FLOORS[kind];
    return [
      target(
        `ours over ${TRANSPORT[kind]} / its bare floor (${floorName})`,
        batchRatio(kind, floor),
        FLOOR_TARGET,
        `≤ ${ratio(FLOOR_TARGET)}`,
      ),
      target(
        `ours over ${TRANSPORT[kind]} / the same envelope sent bare (${floorName})`,
        batchRatio(kind, envelopeFloor),
        FLOOR_TARGET,
        `≤ ${ratio(FLOOR_TARGET)} (proposed: the floor of the same bytes)`,
      ),
      target(
        `ours over ${TRANSPORT[kind]} / penpal`,
        batchRatio(kind, 'penpal'),
        1,
        '≤ 1.00× (never slower)',
      ),
    ];
  };
  // The fastest sample beside the median: on a loaded machine it shows what the channel can do.
  const row = (metric, kind) =>
    info(metric, `${us(mid(kind))} (fastest sample ${us(Math.min(...samples[kind]))})`, {
      us: samples[kind],
      trips: trips[kind],
    });
  return [
    info(
      `performance.now() step on the bench page, measured (a sample lasts ≥ ${minBatchMs} ms)`,
      `${(stepMs * 1000).toFixed(0)} µs`,
      stepMs,
    ),
    row('round trip, bare window postMessage ping-pong, no library', 'bareWindow'),
    row('round trip, bare MessageChannel ping-pong, no library', 'bareChannel'),
    row(
      '… bare window ping-pong of a spec envelope (our round trip’s event as a literal)',
      'bareWindowEnvelope',
    ),
    row('… bare MessageChannel ping-pong of a spec envelope', 'bareChannelEnvelope'),
    row('round trip, penpal 7 (devDependency, bench only): remote.ping()', 'penpal'),
    row('round trip, ours by default (transport: auto): refresh() → embed → host handler', 'auto'),
    row('round trip, ours over window messages (transport: window)', 'window'),
    row('round trip, ours over the port (transport: port)', 'port'),
    info(
      'faster transport for ours (port / window messages)',
      `${TRANSPORT[best]} (${ratio(portOverWindow)})`,
      portOverWindow,
    ),
    target(
      `ours by default (auto) / the faster of ours (${TRANSPORT[best]})`,
      batchRatio('auto', best),
      AUTO_TARGET,
      `≤ ${ratio(AUTO_TARGET)}`,
    ),
    target('ours by default (auto) / penpal', batchRatio('auto', 'penpal'), 1, '≤ 1.00× (never slower)'),
    ...judged('window'),
    ...judged('port'),
  ];
}
