import { connect, WindowMessenger } from 'penpal';
import { openBenchEmbed } from './bench-embed-frame';
import { fixtureUrl } from './host-config';

/**
 * Round trips and bursts over the channels an embed can use, across two real origins: ours over
 * window messages and over the `message-port` extension, penpal, and bare window / MessageChannel
 * ping-pongs. performance.now() has 0.1 ms steps here, so each sample times a batch of round trips.
 */

type Trip = () => Promise<unknown>;

/** Microseconds per round trip: the median batch is taken by the caller. */
async function timeBatches(
  trip: Trip,
  batches: number,
  batchSize: number,
  warmup: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await trip();
  const samples: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const started = performance.now();
    for (let i = 0; i < batchSize; i += 1) await trip();
    samples.push(((performance.now() - started) * 1000) / batchSize);
  }
  return samples;
}

function loadFixture(name: string): Promise<{ iframe: HTMLIFrameElement; target: Window }> {
  const iframe = document.createElement('iframe');
  iframe.src = fixtureUrl(name);
  return new Promise((resolve) => {
    const onLoaded = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || event.data !== `${name}-loaded`) return;
      window.removeEventListener('message', onLoaded);
      resolve({ iframe, target: iframe.contentWindow as Window });
    };
    window.addEventListener('message', onLoaded);
    document.body.append(iframe);
  });
}

// Read once: parsing a URL on every bare round trip would slow the baseline down.
const TENANT_ORIGIN = new URL(fixtureUrl('bench-channel')).origin;

/** Bare window ping-pong, no library: the floor of window messages. */
async function bareWindow(): Promise<{ trip: Trip; burst: (n: number) => Promise<void>; close(): void }> {
  const { iframe, target } = await loadFixture('bench-channel');
  let waiting: ((data: unknown) => void) | null = null;
  const onMessage = (event: MessageEvent) => {
    if (event.source === target) waiting?.(event.data);
  };
  window.addEventListener('message', onMessage);
  const next = () => new Promise<unknown>((resolve) => (waiting = resolve));
  return {
    trip: () => {
      const answered = next();
      target.postMessage(1, TENANT_ORIGIN);
      return answered;
    },
    burst: (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        waiting = () => {
          if (--left === 0) resolve();
        };
        target.postMessage({ burst: count }, TENANT_ORIGIN);
      }),
    close: () => {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

/** The event our round trip ends with, as a literal: what the spec's envelope costs on the wire. */
const envelopeLike = () => ({
  source: 'svc-embed',
  direction: 'event',
  type: 'svc:event:dashboard-loaded',
  payload: { publicId: 'bench' },
  timestamp: Date.now(),
  surface: 'dashboard',
});

/** Bare MessageChannel ping-pong, no library: the floor of a private channel (echoing `message()`). */
async function bareChannel(message: () => unknown = () => 1): Promise<{ trip: Trip; close(): void }> {
  const { iframe, target } = await loadFixture('bench-channel');
  const { port1, port2 } = new MessageChannel();
  let waiting: ((data: unknown) => void) | null = null;
  port1.onmessage = (event) => waiting?.(event.data);
  const next = () => new Promise<unknown>((resolve) => (waiting = resolve));
  const opened = next();
  target.postMessage('port', TENANT_ORIGIN, [port2]);
  await opened;
  return {
    trip: () => {
      const answered = next();
      port1.postMessage(message());
      return answered;
    },
    close: () => {
      port1.close();
      iframe.remove();
    },
  };
}

async function penpal(): Promise<{ trip: Trip; close(): void }> {
  const iframe = document.createElement('iframe');
  iframe.src = fixtureUrl('bench-penpal');
  document.body.append(iframe);
  const messenger = new WindowMessenger({
    remoteWindow: iframe.contentWindow as Window,
    allowedOrigins: [TENANT_ORIGIN],
  });
  const connection = connect<{ ping(value: number): Promise<number> }>({ messenger });
  const remote = await connection.promise;
  return {
    trip: () => remote.ping(1),
    close: () => {
      connection.destroy();
      iframe.remove();
    },
  };
}

/** `refresh()` -> the embed's handler emits `dashboard-loaded` -> the host handler (as frames.page). */
async function library(messagePort: boolean) {
  const embed = openBenchEmbed(messagePort ? { messagePort: '1' } : {});
  await embed.controller.ready;
  const { controller } = embed;
  return {
    trip: () =>
      new Promise<void>((resolve) => {
        controller.once('dashboard-loaded', () => resolve());
        controller.refresh();
      }),
    burst: (count: number) =>
      new Promise<void>((resolve) => {
        let left = count;
        const off = controller.on('view', () => {
          if (--left > 0) return;
          off();
          resolve();
        });
        controller.navigate(`/burst/${count}`);
      }),
    close: embed.close,
  };
}

type Kind = 'window' | 'port' | 'penpal' | 'bareWindow' | 'bareChannel' | 'bareEnvelope';
const OPEN: Record<Kind, () => Promise<{ trip: Trip; close(): void }>> = {
  window: () => library(false),
  port: () => library(true),
  penpal,
  bareWindow,
  bareChannel: () => bareChannel(),
  bareEnvelope: () => bareChannel(envelopeLike),
};

/** Round-trip samples (µs per trip) of every kind, kinds interleaved batch by batch. */
async function channelRoundTrips(batches: number, batchSize: number, warmup: number) {
  const opened = await Promise.all(
    Object.entries(OPEN).map(async ([kind, open]) => [kind, await open()] as const),
  );
  const results: Record<string, number[]> = {};
  try {
    for (let b = 0; b < batches; b += 1) {
      for (const [kind, channel] of opened) {
        results[kind] ??= [];
        results[kind].push(...(await timeBatches(channel.trip, 1, batchSize, b === 0 ? warmup : 0)));
      }
    }
  } finally {
    for (const [, channel] of opened) channel.close();
  }
  return results;
}

/** Milliseconds for `count` events from the embed to reach the host handler (ours) or listener (bare). */
async function bursts(count: number, rounds: number) {
  const ours = await library(true);
  const bare = await bareWindow();
  const results: Record<string, number[]> = { port: [], bareWindow: [] };
  try {
    await ours.trip(); // the port is open after the first round trip at the latest
    for (let r = 0; r < rounds; r += 1) {
      for (const [kind, channel] of [
        ['port', ours],
        ['bareWindow', bare],
      ] as const) {
        const started = performance.now();
        await channel.burst(count);
        results[kind]?.push(performance.now() - started);
      }
    }
  } finally {
    ours.close();
    bare.close();
  }
  return results;
}

Object.assign(window, { bench: { channelRoundTrips, bursts } });
