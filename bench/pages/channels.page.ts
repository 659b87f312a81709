import { bareWindow, type Channel, type Kind, library, OPEN } from './channel-kinds';
import { timeBatch, timerStepMs } from './time-batches';

/** Round trips and bursts over every channel kind (channel-kinds.ts); run.mjs calls `window.bench`. */

export interface RoundTrips {
  /** µs per round trip, one value per batch, kinds interleaved batch by batch. */
  us: Record<Kind, number[]>;
  /** Round trips in each batch. */
  trips: Record<Kind, number[]>;
}

/**
 * `batches` samples of every kind (see timeBatch), kinds interleaved batch by batch so that drift of
 * the machine hits them alike; `warmup` round trips of each kind first.
 */
async function channelRoundTrips(batches: number, minBatchMs: number, warmup: number): Promise<RoundTrips> {
  const opened: [Kind, Channel][] = [];
  const results = { us: {}, trips: {} } as RoundTrips;
  try {
    for (const [kind, open] of Object.entries(OPEN) as [Kind, () => Promise<Channel>][]) {
      opened.push([kind, await open()]);
      results.us[kind] = [];
      results.trips[kind] = [];
    }
    for (const [, channel] of opened) for (let i = 0; i < warmup; i += 1) await channel.trip();
    for (let b = 0; b < batches; b += 1) {
      for (const [kind, channel] of opened) {
        const { us, trips } = await timeBatch(channel.trip, minBatchMs);
        results.us[kind].push(us);
        results.trips[kind].push(trips);
      }
    }
  } finally {
    for (const [, channel] of opened) channel.close();
  }
  return results;
}

/**
 * Milliseconds for `count` events sent back to back by the frame to reach the host: ours by default
 * (`auto`), over the port and over window messages (validated, to the controller's handler), and bare
 * window messages (to a listener) of `{ i }` and of our event as a literal. Kinds alternate round by round.
 */
async function bursts(count: number, rounds: number) {
  const kinds = [
    ['auto', await library('auto')],
    ['port', await library('port')],
    ['window', await library('window')],
    ['bareWindow', await bareWindow()],
    ['bareWindowEnvelope', await bareWindow(undefined, true)],
  ] as const;
  const results: Record<string, number[]> = Object.fromEntries(kinds.map(([kind]) => [kind, []]));
  try {
    // The port is in use once the switch has come back: a few round trips after ready.
    for (const [, channel] of kinds) for (let i = 0; i < 20; i += 1) await channel.trip();
    for (let r = 0; r < rounds; r += 1) {
      for (const [kind, channel] of kinds) {
        const started = performance.now();
        await channel.burst(count);
        results[kind]?.push(performance.now() - started);
      }
    }
  } finally {
    for (const [, channel] of kinds) channel.close();
  }
  return results;
}

Object.assign(window, { bench: { channelRoundTrips, bursts, timerStepMs } });
