import { connect, WindowMessenger } from 'penpal';
import type { TransportChoice } from '../../src/host';
import { openBenchEmbed } from './bench-embed-frame';
import { fixtureUrl } from './host-config';

/**
 * The channels an embed can use, opened across two real origins, each as a round trip (and, where
 * it has one, a burst): ours by default (`auto`), over window messages and over the port, penpal,
 * and bare window / MessageChannel ping-pongs with no library.
 */

export type Trip = () => Promise<unknown>;

export interface Channel {
  trip: Trip;
  close(): void;
}

export interface BurstChannel extends Channel {
  /** Resolves once `count` events sent back to back by the frame have reached the host's handler. */
  burst(count: number): Promise<void>;
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
export const TENANT_ORIGIN = new URL(fixtureUrl('bench-channel')).origin;

/** The event our round trip ends with, as a literal: what the spec's envelope costs on the wire. */
const envelopeLike = () => ({
  source: 'svc-embed',
  direction: 'event',
  type: 'svc:event:dashboard-loaded',
  payload: { publicId: 'bench' },
  timestamp: Date.now(),
  surface: 'dashboard',
});

/**
 * Bare window ping-pong, no library: the floor of window messages (echoing `message()`); its burst
 * is of `{ i }`, or with `envelopes` of our burst's event as a literal.
 */
export async function bareWindow(message: () => unknown = () => 1, envelopes = false): Promise<BurstChannel> {
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
      target.postMessage(message(), TENANT_ORIGIN);
      return answered;
    },
    burst: (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        waiting = () => {
          if (--left === 0) resolve();
        };
        target.postMessage({ burst: count, envelope: envelopes }, TENANT_ORIGIN);
      }),
    close: () => {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

/** Bare MessageChannel ping-pong, no library: the floor of a private channel (echoing `message()`). */
async function bareChannel(message: () => unknown = () => 1): Promise<Channel> {
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

async function penpal(): Promise<Channel> {
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
export async function library(transport: TransportChoice): Promise<BurstChannel> {
  const embed = openBenchEmbed({}, { transport });
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

export type Kind =
  | 'auto'
  | 'window'
  | 'port'
  | 'penpal'
  | 'bareWindow'
  | 'bareChannel'
  | 'bareWindowEnvelope'
  | 'bareChannelEnvelope';
export const OPEN: Record<Kind, () => Promise<Channel>> = {
  auto: () => library('auto'),
  window: () => library('window'),
  port: () => library('port'),
  penpal,
  bareWindow: () => bareWindow(),
  bareChannel: () => bareChannel(),
  bareWindowEnvelope: () => bareWindow(envelopeLike),
  bareChannelEnvelope: () => bareChannel(envelopeLike),
};
