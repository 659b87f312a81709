import { EventEmitter } from 'eventemitter3';
import { hostConfig } from '../../e2e/pages/host-page-api';
import { createEvent, safeParseEvent } from '../../src/envelope';
import { EmbedController } from '../../src/host';
import { parseReceivedEvent } from '../../src/protocol/receive-parsers';

/**
 * Cost per message of the host's receive-and-dispatch: a `message` event on `window` goes through
 * the controller's listener (source, origin, parse) to one subscriber. Baseline: the same event
 * to a bare, unvalidated listener that hands `data.payload` to an eventemitter3 `emit`. The parse
 * alone, zod's parse alone and an in-memory `emit` with no message at all are timed to explain it.
 */
const PAYLOAD = {
  format: 'csv',
  target: 'widget',
  widgetId: 'orders',
  title: 'Orders',
  rowCount: 120,
} as const;

const KINDS = ['validated', 'bareEmitter', 'receiveParse', 'zodParse', 'inMemoryEmit'] as const;
type Kind = (typeof KINDS)[number];

export type DispatchRounds = Record<Kind, number[]> & {
  /** Messages each receiver accepted: proves every message reached its subscriber. */
  received: Record<Kind, number>;
};

function nsPerMessage(messages: number, send: () => void): number {
  const startedAt = performance.now();
  for (let i = 0; i < messages; i += 1) send();
  return ((performance.now() - startedAt) * 1e6) / messages;
}

/**
 * Each round times every kind back to back, so that a busy machine weighs on all of them alike.
 * The controller lives for one round: the bare listener must have `window` to itself.
 */
function dispatchRound(messages: number, received: Record<Kind, number>): Record<Kind, number> {
  const { tenantUrl, publicId } = hostConfig;
  const tenantOrigin = new URL(tenantUrl).origin;
  const iframe = document.createElement('iframe');
  const controller = new EmbedController({ tenantUrl, surface: 'dashboard', publicId, iframe });
  // Synthetic messages only: keep the real surface from loading and sending its own.
  iframe.src = 'about:blank';
  document.body.append(iframe);
  const source = iframe.contentWindow;
  const envelope = createEvent('download', PAYLOAD, 'dashboard');
  const postMessageEvent = () =>
    window.dispatchEvent(new MessageEvent('message', { data: envelope, origin: tenantOrigin, source }));
  controller.on('download', () => {
    received.validated += 1;
  });
  const validated = nsPerMessage(messages, postMessageEvent);
  controller.destroy();

  const emitter = new EventEmitter();
  emitter.on(envelope.type, () => {
    received.bareEmitter += 1;
  });
  const bareListener = ({ data }: MessageEvent) => emitter.emit(data.type, data.payload);
  window.addEventListener('message', bareListener);
  const bareEmitter = nsPerMessage(messages, postMessageEvent);
  window.removeEventListener('message', bareListener);
  iframe.remove();

  emitter.on('download', () => {
    received.inMemoryEmit += 1;
  });
  const inMemoryEmit = nsPerMessage(messages, () => emitter.emit('download', PAYLOAD));
  const receiveParse = nsPerMessage(messages, () => {
    if (parseReceivedEvent(envelope).success) received.receiveParse += 1;
  });
  const zodParse = nsPerMessage(messages, () => {
    if (safeParseEvent(envelope).success) received.zodParse += 1;
  });
  return { validated, bareEmitter, receiveParse, zodParse, inMemoryEmit };
}

function dispatchRounds(messages: number, rounds: number, warmupMessages: number): DispatchRounds {
  const counters = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const received = counters();
  dispatchRound(warmupMessages, counters());
  const result = { ...Object.fromEntries(KINDS.map((kind) => [kind, []])), received } as DispatchRounds;
  for (let round = 0; round < rounds; round += 1) {
    const times = dispatchRound(messages, received);
    for (const kind of KINDS) result[kind].push(times[kind]);
  }
  return result;
}

Object.assign(window, { bench: { dispatchRounds } });
