import type { SvcEmbedElement, SvcEmbedProperties } from '../../src/element';
import { defineSvcEmbed } from '../../src/element';
import { EMBED_EVENT_NAMES, type EmbedEventName, type EventPayloads } from '../../src/host';
import { playEmbedIn, TENANT } from './host';

export { TENANT };

export const DASHBOARD_ATTRIBUTES = { 'tenant-url': TENANT, surface: 'dashboard', 'public-id': 'pub-1' };

type Writable = Partial<Omit<SvcEmbedProperties, 'controller'>>;

/** Lets the element's batched update, its opening, and any mint it awaits, run. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  // An element that would open a private embed waits a frame for late bindings (a task in a hidden
  // page, which gets no frames): let it come. A frame is not ordered against setTimeout(0) under
  // load, so it is waited for, not assumed.
  if (!document.hidden) await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 0));
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
  let played: { iframe: HTMLIFrameElement; embed: ReturnType<typeof playEmbedIn> } | null = null;
  const current = () => {
    const iframe = element.controller?.iframe;
    if (!iframe) throw new Error('the element has no embed');
    if (played?.iframe !== iframe) played = { iframe, embed: playEmbedIn(iframe) };
    return played.embed;
  };
  const emit = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) =>
    current().emit(name, payload);
  const ready = () => current().ready();
  /** `[type, payload]` of each action posted to the current iframe, checked to go to the tenant origin. */
  const posted = () => current().sent();
  return { emit, ready, posted, embedWindow: () => current().embedWindow };
}
