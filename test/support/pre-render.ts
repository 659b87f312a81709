import { afterEach, beforeEach, vi } from 'vitest';
import { type EmbedController, type PreloadEmbedOptions, preloadEmbed } from '../../src/host';
import { DASHBOARD, playEmbedIn } from './host';

/** happy-dom lays nothing out: each element's rect is what the test says (zero otherwise). */
export function stubRects() {
  const rects = new Map<Element, { left: number; top: number; width: number; height: number }>();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const { left = 0, top = 0, width = 0, height = 0 } = rects.get(this) ?? {};
    // A real DOMRect: its sides are getters of its prototype, as in a browser (a spread copies none).
    return new DOMRect(left, top, width, height);
  });
  return (element: Element, rect: { left: number; top: number; width: number; height: number }) =>
    rects.set(element, rect);
}

/** A stand-in `Element.prototype.moveBefore` (happy-dom has none): moves with `insertBefore`, counted. */
export function stubMoveBefore() {
  const moves = vi.fn(function (this: Element, node: Node, child: Node | null) {
    this.insertBefore(node, child);
  });
  Object.defineProperty(Element.prototype, 'moveBefore', {
    value: moves,
    configurable: true,
    writable: true,
  });
  return moves;
}

export function removeMoveBefore(): void {
  delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
}

export function connectedContainer(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
}

/** Each removal of `iframe` from its parent, whoever did it. */
export function watchRemovals(iframe: HTMLIFrameElement): () => number {
  const observer = new MutationObserver(() => {});
  observer.observe(document, { childList: true, subtree: true });
  let removals = 0;
  return () => {
    for (const record of observer.takeRecords()) if ([...record.removedNodes].includes(iframe)) removals += 1;
    return removals;
  };
}

export function preloaded(options: Partial<PreloadEmbedOptions> = {}) {
  const controller: EmbedController = preloadEmbed({
    ...DASHBOARD,
    sessionId: 'session-1',
    ...options,
  } as PreloadEmbedOptions);
  return { controller, iframe: controller.iframe, ...playEmbedIn(controller.iframe) };
}

export const layer = () => document.querySelector<HTMLElement>('[data-svc-embed-layer]');
export const placeholders = () => [...document.querySelectorAll<HTMLElement>('[data-svc-embed-placeholder]')];

/** The hidden state as a user's browser sees it. */
export function hiddenState(iframe: HTMLIFrameElement) {
  return {
    inert: iframe.hasAttribute('inert'),
    ariaHidden: iframe.getAttribute('aria-hidden'),
    tabindex: iframe.getAttribute('tabindex'),
    visibility: iframe.style.visibility,
    pointerEvents: iframe.style.pointerEvents,
  };
}

export const HIDDEN = {
  inert: true,
  ariaHidden: 'true',
  tabindex: '-1',
  visibility: 'hidden',
  pointerEvents: 'none',
};
export const SHOWN = { inert: false, ariaHidden: null, tabindex: null, visibility: '', pointerEvents: '' };

/**
 * The test file's clock and page between tests: timers and animation frames faked, no `moveBefore`
 * unless a test stubs it, and after each test real timers, no mocks and an empty body.
 */
export function preRenderTestPageBetweenTests(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    removeMoveBefore();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    removeMoveBefore();
    document.body.innerHTML = '';
  });
}
