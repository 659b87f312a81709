import { EventEmitter } from 'eventemitter3';
import { createEvent, safeParseEvent } from '../../src/envelope';
import { EmbedController } from '../../src/host';
import { readHostConfig } from './host-config';

/**
 * Cost per message of the host's receive-and-dispatch: a synthetic `message` event on `window`
 * goes through the controller's listener (source, origin, `safeParseEvent`) to one subscriber.
 * Baseline: an eventemitter3 `emit` of the same payload. Two parts of the validated path are
 * timed alone to explain it: the DOM dispatch of the same event, and `safeParseEvent`.
 */
const PAYLOAD = {
  format: 'csv',
  target: 'widget',
  widgetId: 'orders',
  title: 'Orders',
  rowCount: 120,
} as const;

type Kind = 'validated' | 'eventEmitter' | 'domOnly' | 'parseOnly';

export type DispatchRounds = Record<Kind, number[]> & {
  /** Messages each receiver accepted: proves every validated message reached its subscriber. */
  received: Record<Kind, number>;
};

function nsPerMessage(messages: number, send: () => void): number {
  const startedAt = performance.now();
  for (let i = 0; i < messages; i += 1) send();
  return ((performance.now() - startedAt) * 1e6) / messages;
}

/**
 * Each round times every kind back to back, so that a busy machine weighs on all of them alike.
 * The controller lives for one round: the DOM-only timing needs `window` without its listener.
 */
function dispatchRound(messages: number, received: Record<Kind, number>): Record<Kind, number> {
  const { tenantUrl, publicId } = readHostConfig();
  const tenantOrigin = new URL(tenantUrl).origin;
  const iframe = document.createElement('iframe');
  const controller = new EmbedController({ tenantUrl, surface: 'dashboard', publicId, iframe });
  // Synthetic messages only: keep the real surface from loading and sending its own.
  iframe.src = 'about:blank';
  document.body.append(iframe);
  const source = iframe.contentWindow;
  const envelope = createEvent('download', PAYLOAD, 'dashboard');
  const postSynthetic = () =>
    window.dispatchEvent(new MessageEvent('message', { data: envelope, origin: tenantOrigin, source }));
  controller.on('download', () => {
    received.validated += 1;
  });
  const validated = nsPerMessage(messages, postSynthetic);
  controller.destroy();

  const countMessage = () => {
    received.domOnly += 1;
  };
  window.addEventListener('message', countMessage);
  const domOnly = nsPerMessage(messages, postSynthetic);
  window.removeEventListener('message', countMessage);
  iframe.remove();

  const emitter = new EventEmitter();
  emitter.on('download', () => {
    received.eventEmitter += 1;
  });
  const eventEmitter = nsPerMessage(messages, () => emitter.emit('download', PAYLOAD));
  const parseOnly = nsPerMessage(messages, () => {
    if (safeParseEvent(envelope).success) received.parseOnly += 1;
  });
  return { validated, domOnly, eventEmitter, parseOnly };
}

function dispatchRounds(messages: number, rounds: number, warmupMessages: number): DispatchRounds {
  const received = { validated: 0, eventEmitter: 0, domOnly: 0, parseOnly: 0 };
  dispatchRound(warmupMessages, { ...received });
  const result: DispatchRounds = { validated: [], eventEmitter: [], domOnly: [], parseOnly: [], received };
  for (let round = 0; round < rounds; round += 1) {
    const times = dispatchRound(messages, received);
    for (const kind of Object.keys(times) as Kind[]) result[kind].push(times[kind]);
  }
  return result;
}

Object.assign(window, { bench: { dispatchRounds } });
