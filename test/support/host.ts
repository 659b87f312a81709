import { vi } from 'vitest';
import { createEvent, type EmbedEventName, type EventPayloads, type Surface } from '../../src/envelope';
import { EmbedController, type EmbedControllerOptions } from '../../src/host';

export const TENANT = 'https://tenant.example';

/** The least a dashboard embed needs; private mode. */
export const DASHBOARD = { tenantUrl: TENANT, surface: 'dashboard', publicId: 'pub-1' } as const;

export function iframes(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

export interface FakeEmbedWindow {
  postMessage: ReturnType<typeof vi.fn>;
}

export const READY: EventPayloads['ready'] = {
  embedTenant: 'acme',
  deploymentId: 42,
  mode: 'signed',
  surface: 'dashboard',
};

/**
 * Plays the embed in `iframe`: happy-dom loads no iframe pages, so the iframe gets a fake
 * window, and events are `message` events from that window and the tenant origin.
 */
export function playEmbedIn(iframe: HTMLIFrameElement) {
  const embedWindow: FakeEmbedWindow = { postMessage: vi.fn() };
  Object.defineProperty(iframe, 'contentWindow', { value: embedWindow, configurable: true });
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? TENANT,
        source: (from.source === undefined ? embedWindow : from.source) as MessageEventSource | null,
      }),
    );
  const emit = <N extends EmbedEventName>(
    name: N,
    payload: EventPayloads[N],
    surface: Surface = 'dashboard',
  ) => deliver(createEvent(name, payload, surface));
  const ready = (payload: EventPayloads['ready'] = READY) => emit('ready', payload);
  /** `ready` of an embed that accepts a port: its own `message-port` field carries `nonce`. */
  const readyWithPort = (nonce = 'nonce-1', payload: EventPayloads['ready'] = READY) => {
    const event = createEvent('ready', { ...payload, extensions: 'message-port' }, 'dashboard');
    Object.assign(event.payload, { 'message-port': { nonce } });
    deliver(event);
  };
  /** `[type, payload]` of every action posted, after checking each went to the tenant origin. */
  const sent = () =>
    embedWindow.postMessage.mock.calls.map(([action, target]) => {
      if (target !== TENANT) throw new Error(`posted to ${String(target)}, not the tenant origin`);
      return [action.type, action.payload] as [string, unknown];
    });
  return { embedWindow, deliver, emit, ready, readyWithPort, sent };
}

/** A controller whose iframe window is a fake (see `playEmbedIn`). */
export function mountController(options: Partial<EmbedControllerOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const controller = new EmbedController({
    tenantUrl: TENANT,
    surface: 'dashboard',
    publicId: 'pub-1',
    sessionId: 'session-1',
    container,
    ...options,
  } as EmbedControllerOptions);
  return { controller, container, ...playEmbedIn(controller.iframe) };
}

/** The controllers that subscribed to `'renewal'`: the wrapper lifecycle does it once per controller it creates. */
export function watchRenewalSubscribers(): () => EmbedController[] {
  const on = vi.spyOn(EmbedController.prototype, 'on');
  return () =>
    on.mock.contexts.filter((_, index) => on.mock.calls[index]?.[0] === 'renewal') as EmbedController[];
}
