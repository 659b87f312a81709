import { vi } from 'vitest';
import { createEvent, type EmbedEventName, type EventPayloads } from '../envelope';
import { TENANT } from '../test-support/host';

export { TENANT };

/** The least a dashboard embed needs; private mode. */
export const DASHBOARD = { tenantUrl: TENANT, surface: 'dashboard', publicId: 'pub-1' } as const;

export const READY: EventPayloads['ready'] = {
  embedTenant: 'acme',
  deploymentId: 42,
  mode: 'signed',
  surface: 'dashboard',
};

export function iframes(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

/** The one iframe on the page; fails the test when there are none or several. */
export function theIframe(): HTMLIFrameElement {
  const all = iframes();
  if (all.length !== 1) throw new Error(`expected one iframe, found ${all.length}`);
  return all[0] as HTMLIFrameElement;
}

/**
 * Plays the embed in `iframe`: happy-dom loads no iframe pages, so the iframe gets a fake
 * window, and events are `message` events from that window and the tenant origin.
 */
export function playEmbed(iframe: HTMLIFrameElement = theIframe()) {
  const embedWindow = { postMessage: vi.fn() };
  Object.defineProperty(iframe, 'contentWindow', { value: embedWindow, configurable: true });
  const deliver = (data: unknown, origin = TENANT) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: embedWindow as unknown as MessageEventSource }),
    );
  const emit = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) =>
    deliver(createEvent(name, payload, 'dashboard'));
  /** `[type, payload]` of each action posted to the embed. */
  const posted = () =>
    embedWindow.postMessage.mock.calls.map(([action]) => [action.type, action.payload] as [string, unknown]);
  return { embedWindow, deliver, emit, posted };
}

/** Lets pending promise callbacks (a mint, then the controller creation) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
