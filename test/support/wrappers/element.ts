import { vi } from 'vitest';
import { defineSvcEmbed, releaseKeptEmbed, type SvcEmbedElement } from '../../../src/element';
import { PROPERTY_NAMES } from '../../../src/element/attributes';
import { flushMicrotasks, type MountedWrapper, type WrapperAdapter, type WrapperOptions } from './adapter';

/** The element opens a private embed at the next animation frame: lets it come (a faked one too). */
async function settle(): Promise<void> {
  await flushMicrotasks();
  // A fake timer function carries its clock.
  if ('clock' in requestAnimationFrame) await vi.advanceTimersToNextFrame();
  else await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await flushMicrotasks();
}

/**
 * Sets every property from the options; an option left out becomes `null` (the attribute goes).
 * `keepAlive: { id, owner }` is the element's `keep-alive` and `keep-alive-owner`.
 */
function assign(element: SvcEmbedElement, options: WrapperOptions): void {
  const target = element as unknown as Record<string, unknown>;
  const { keepAlive, ...rest } = options;
  const source: Record<string, unknown> = {
    ...rest,
    ...(typeof keepAlive === 'object'
      ? { keepAlive: keepAlive.id, keepAliveOwner: keepAlive.owner }
      : { keepAlive }),
  };
  // Own options only, as a page sets the element's properties (an inherited key is no option).
  for (const name of PROPERTY_NAMES)
    target[name] = (Object.hasOwn(source, name) ? source[name] : null) ?? null;
  element.title = options.title ?? '';
}

async function mountElement(options: WrapperOptions, twice: boolean): Promise<MountedWrapper> {
  defineSvcEmbed();
  const errors: unknown[] = [];
  const element = document.createElement('svc-embed');
  assign(element, options);
  element.addEventListener('svc-embed-error', (event) => errors.push(event.detail));
  document.body.append(element);
  if (twice) {
    element.remove();
    document.body.append(element);
  }
  await settle();
  return {
    errors,
    controller: () => element.controller,
    update: async (next) => {
      assign(element, next);
      await settle();
    },
    unmount: async () => {
      element.remove();
      await settle();
    },
  };
}

export const elementAdapter: WrapperAdapter = {
  name: 'element',
  errorChannel: "the 'svc-embed-error' DOM event",
  mount: (options) => mountElement(options, false),
  doubleMount: (options) => mountElement(options, true),
  // The element keeps in the page's own set; an app ends it with releaseKeptEmbed().
  keepAliveScope: async () => ({
    mount: (options) => mountElement(options, false),
    end: async () => releaseKeptEmbed(),
  }),
  settle,
  cleanup: () => {
    document.body.innerHTML = '';
    releaseKeptEmbed();
  },
};
