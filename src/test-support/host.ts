import { vi } from 'vitest';
import { createEvent, type EmbedEventName, type EventPayloads, type Surface } from '../envelope';
import { EmbedController, type EmbedControllerOptions } from '../host/controller';

export const TENANT = 'https://tenant.example';

export interface FakeEmbedWindow {
  postMessage: ReturnType<typeof vi.fn>;
}

/**
 * A controller whose iframe window is a fake: happy-dom loads no iframe pages, so the test
 * plays the embed by dispatching `message` events with that window as `source`.
 */
export function mountController(options: Partial<EmbedControllerOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const embedWindow: FakeEmbedWindow = { postMessage: vi.fn() };
  const controller = new EmbedController({
    tenantUrl: TENANT,
    surface: 'dashboard',
    publicId: 'pub-1',
    sessionId: 'session-1',
    container,
    ...options,
  });
  Object.defineProperty(controller.iframe, 'contentWindow', { value: embedWindow, configurable: true });

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
  const ready = () =>
    emit('ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' });
  /** `[type, payload]` of every action posted, after checking each went to the tenant origin. */
  const sent = () =>
    embedWindow.postMessage.mock.calls.map(([action, target]) => {
      if (target !== TENANT) throw new Error(`posted to ${String(target)}, not the tenant origin`);
      return [action.type, action.payload] as [string, unknown];
    });
  return { controller, container, embedWindow, deliver, emit, ready, sent };
}
