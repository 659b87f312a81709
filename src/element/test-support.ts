import { vi } from 'vitest';
import { createEvent, EMBED_EVENT_NAMES, type EmbedEventName, type EventPayloads } from '../envelope';
import { TENANT } from '../test-support/host';
import { defineSvcEmbed } from './define';
import type { SvcEmbedElement, SvcEmbedProperties } from './element-types';

export { TENANT };

export const DASHBOARD_ATTRIBUTES = { 'tenant-url': TENANT, surface: 'dashboard', 'public-id': 'pub-1' };

type Writable = Partial<Omit<SvcEmbedProperties, 'controller'>>;

/** Lets the element's batched update, and any mint it awaits, run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An `<svc-embed>` in the document with these attributes and properties, after its first update.
 * `svc-*` events it dispatches are recorded in `events`.
 */
export async function mountElement(attributes: Record<string, string> = {}, properties: Writable = {}) {
  defineSvcEmbed();
  const element = document.createElement('svc-embed');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  const events: CustomEvent[] = [];
  for (const type of SVC_EVENT_TYPES)
    element.addEventListener(type, (event) => events.push(event as CustomEvent));
  document.body.append(element);
  await settle();
  return { element, events, ...embedSide(element) };
}

/** Every event the element dispatches: one per embed event, plus its own three. */
const SVC_EVENT_TYPES = [...EMBED_EVENT_NAMES, 'renewal', 'diagnostic', 'embed-error'].map(
  (name) => `svc-${name}`,
);

export function iframesOf(element: SvcEmbedElement): HTMLIFrameElement[] {
  return [...element.querySelectorAll('iframe')];
}

/**
 * Plays the embed of the element's current iframe: happy-dom loads no iframe page, so its window
 * is a fake that records what the host posts, and events are `message`s sent "from" it.
 */
export function embedSide(element: SvcEmbedElement) {
  let fakeWindow: { postMessage: ReturnType<typeof vi.fn> } | null = null;
  let stubbed: HTMLIFrameElement | null = null;
  const embedWindow = () => {
    const iframe = element.controller?.iframe;
    if (!iframe) throw new Error('the element has no embed');
    if (stubbed !== iframe) {
      fakeWindow = { postMessage: vi.fn() };
      Object.defineProperty(iframe, 'contentWindow', { value: fakeWindow, configurable: true });
      stubbed = iframe;
    }
    return fakeWindow as { postMessage: ReturnType<typeof vi.fn> };
  };
  const emit = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: createEvent(name, payload, 'dashboard'),
        origin: TENANT,
        source: embedWindow() as unknown as MessageEventSource,
      }),
    );
  const ready = () =>
    emit('ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' });
  /** `[type, payload]` of each action posted to the current iframe. */
  const posted = () =>
    embedWindow().postMessage.mock.calls.map(
      ([action]) => [action.type, action.payload] as [string, unknown],
    );
  return { emit, ready, posted, embedWindow };
}
