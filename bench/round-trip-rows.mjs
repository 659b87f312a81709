// Round trips in one engine: ours on both transports beside penpal and the bare floors, judged against
// the faster bare floor of that engine and against penpal.
import { info, ratio, us } from './format.mjs';
import { median } from './stats.mjs';

export const ROUND_TRIP = { batches: 15, minBatchMs: 50, warmup: 100 };
const FLOOR_TARGET = 1.15;

const TRANSPORT = { window: 'window messages', port: 'message-port' };

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
  const floor = mid('bareWindow') <= mid('bareChannel') ? 'bareWindow' : 'bareChannel';
  const floorName = floor === 'bareWindow' ? 'bare window messages' : 'bare MessageChannel';
  const portOverWindow = batchRatio('port', 'window');
  const best = portOverWindow < 1 ? 'port' : 'window';
  const judged = (label, kind) => {
    const overFloor = batchRatio(kind, floor);
    const overPenpal = batchRatio(kind, 'penpal');
    return [
      {
        metric: `ours ${label} / the faster bare floor (${floorName})`,
        value: ratio(overFloor),
        target: `≤ ${ratio(FLOOR_TARGET)}`,
        ok: overFloor <= FLOOR_TARGET,
        raw: overFloor,
      },
      {
        metric: `ours ${label} / penpal`,
        value: ratio(overPenpal),
        target: '≤ 1.00× (never slower)',
        ok: overPenpal <= 1,
        raw: overPenpal,
      },
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
    row('round trip, ours over window messages (default): refresh() → embed → host handler', 'window'),
    row('round trip, ours over the `message-port` extension', 'port'),
    info(
      'faster transport for ours (message-port / window messages)',
      `${TRANSPORT[best]} (${ratio(portOverWindow)})`,
      portOverWindow,
    ),
    ...judged('default (window messages)', 'window'),
    ...judged(`best transport (${TRANSPORT[best]})`, best),
  ];
}
