// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeListenerCensus } from '../../../test/support/listener-census';
import {
  connectedContainer,
  HIDDEN,
  hiddenState,
  layer,
  placeholders,
  preloaded,
  preRenderTestPageBetweenTests,
  SHOWN,
  stubMoveBefore,
  stubRects,
  watchRemovals,
} from '../../../test/support/pre-render';
import { autoHeight, EmbedError, hideEmbed, showEmbed } from '../../host';

preRenderTestPageBetweenTests();

/** Counts assignments to `element.style.cssText` (the overlay's only style write). */
function countCssTextWrites(element: HTMLElement) {
  let proto: object | null = element.style;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cssText');
    proto = Object.getPrototypeOf(proto);
  }
  const written = vi.fn((value: string) => descriptor?.set?.call(element.style, value));
  Object.defineProperty(element.style, 'cssText', {
    configurable: true,
    get: () => descriptor?.get?.call(element.style),
    set: written,
  });
  return written;
}

const slotOf = (iframe: HTMLIFrameElement) => iframe.parentElement as HTMLElement;

describe('preloadEmbed', () => {
  it('loads the iframe hidden in a body-level layer, at the viewport width x 480 px', () => {
    const { iframe } = preloaded();
    expect(iframe.isConnected).toBe(true);
    expect(layer()?.parentElement).toBe(document.body);
    expect(layer()?.contains(iframe)).toBe(true);
    expect(hiddenState(iframe)).toEqual(HIDDEN);
    const slot = slotOf(iframe).style;
    expect([slot.position, slot.visibility, slot.pointerEvents]).toEqual(['fixed', 'hidden', 'none']);
    expect([slot.width, slot.height]).toEqual([
      `${document.documentElement.clientWidth || innerWidth}px`,
      '480px',
    ]);
  });

  it('lays the hidden embed out at parkedWidth x parkedHeight when given', () => {
    const { iframe } = preloaded({ parkedWidth: 900, parkedHeight: 600 });
    expect([slotOf(iframe).style.width, slotOf(iframe).style.height]).toEqual(['900px', '600px']);
  });

  it('shares one layer between embeds', () => {
    const first = preloaded();
    const second = preloaded();
    expect(document.querySelectorAll('[data-svc-embed-layer]')).toHaveLength(1);
    first.controller.destroy();
    expect(layer()?.contains(second.iframe)).toBe(true);
  });

  it('is ready, takes actions and times out like any controller while hidden', async () => {
    const { controller, ready, sent } = preloaded();
    controller.refresh();
    ready();
    await expect(controller.ready).resolves.toMatchObject({ surface: 'dashboard' });
    expect(sent()).toEqual([['svc:action:refresh', {}]]);

    const silent = preloaded({ readyTimeoutMs: 1000 });
    const failed = silent.controller.ready.catch((error: unknown) => error);
    vi.advanceTimersByTime(1000);
    expect(await failed).toMatchObject({ code: 'ready-timeout' });
  });
});

describe.each([
  ['overlay (no moveBefore)', false],
  ['moveBefore', true],
])('showEmbed and hideEmbed, %s', (_, withMoveBefore) => {
  beforeEach(() => {
    if (withMoveBefore) stubMoveBefore();
  });

  it('shows the embed (not inert, announced, focusable, pointer events) and hides it again', () => {
    const { controller, iframe } = preloaded();
    const container = connectedContainer();
    showEmbed(controller, container);
    expect(hiddenState(iframe)).toEqual(SHOWN);
    hideEmbed(controller);
    expect(hiddenState(iframe)).toEqual(HIDDEN);
    expect(layer()?.contains(iframe)).toBe(true);
  });

  it('moves between containers and back to hidden without ever reloading the iframe', () => {
    const moves = withMoveBefore ? stubMoveBefore() : null;
    const { controller, iframe } = preloaded();
    const removals = watchRemovals(iframe);
    const [a, b] = [connectedContainer(), connectedContainer()];
    showEmbed(controller, a);
    showEmbed(controller, a);
    hideEmbed(controller);
    hideEmbed(controller);
    showEmbed(controller, b);
    expect(a.children).toHaveLength(0);
    expect(b.children).toHaveLength(1);
    showEmbed(controller, a);
    hideEmbed(controller);
    expect(placeholders()).toEqual([]);
    // The only removals are moveBefore's own, which keep the document (show, hide, show, move, hide).
    expect(removals()).toBe(moves ? 5 : 0);
    expect(moves?.mock.calls.length ?? 0).toBe(moves ? 5 : 0);
  });

  it('destroy() leaves nothing behind: no layer, placeholder, listener or frame loop', () => {
    const census = takeListenerCensus([window, document]);
    const disconnect = vi.spyOn(ResizeObserver.prototype, 'disconnect');
    const { controller } = preloaded();
    showEmbed(controller, connectedContainer());
    controller.destroy();
    expect(layer()).toBeNull();
    expect(document.querySelectorAll('iframe, [data-svc-embed-placeholder]')).toHaveLength(0);
    expect(census.live).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    if (!withMoveBefore) expect(disconnect).toHaveBeenCalled();
    census.restore();
  });

  it('after destroy(): showEmbed throws destroyed, hideEmbed does nothing', () => {
    const { controller } = preloaded();
    controller.destroy();
    expect(() => showEmbed(controller, connectedContainer())).toThrow(
      expect.objectContaining({ code: 'destroyed' }),
    );
    expect(() => hideEmbed(controller)).not.toThrow();
    expect(document.querySelectorAll('iframe, [data-svc-embed-layer]')).toHaveLength(0);
  });
});

describe('showEmbed with moveBefore', () => {
  it('moves the iframe itself into the container, with its in-flow style, and back on hide', () => {
    stubMoveBefore();
    const { controller, iframe } = preloaded();
    const container = connectedContainer();
    showEmbed(controller, container);
    expect(iframe.parentElement).toBe(container);
    expect(placeholders()).toEqual([]);
    expect([iframe.style.width, iframe.style.height, iframe.style.position]).toEqual(['100%', '100%', '']);
    hideEmbed(controller);
    expect(slotOf(iframe).parentElement).toBe(layer());
  });

  it('keeps the iframe in the layer as an overlay with { overlay: true }, and after a moveBefore show too', () => {
    stubMoveBefore();
    const { controller, iframe } = preloaded();
    showEmbed(controller, connectedContainer());
    expect(iframe.parentElement?.tagName).toBe('DIV');
    const other = connectedContainer();
    showEmbed(controller, other, { overlay: true });
    expect(layer()?.contains(iframe)).toBe(true);
    expect(placeholders().map((placeholder) => placeholder.parentElement)).toEqual([other]);
  });

  it('parks at the size it was last shown at', () => {
    stubMoveBefore();
    const rect = stubRects();
    const { controller, iframe } = preloaded();
    showEmbed(controller, connectedContainer());
    rect(iframe, { left: 0, top: 0, width: 700, height: 520 });
    hideEmbed(controller);
    expect([slotOf(iframe).style.width, slotOf(iframe).style.height]).toEqual(['700px', '520px']);
  });
});

describe('showEmbed without moveBefore: the overlay', () => {
  function shownOverlay() {
    const rect = stubRects();
    const embed = preloaded();
    const container = connectedContainer();
    rect(layer() as HTMLElement, { left: 0, top: -100, width: 0, height: 0 });
    const slot = slotOf(embed.iframe);
    embed.ready();
    showEmbed(embed.controller, container);
    const [placeholder] = placeholders() as [HTMLElement];
    return { ...embed, rect, container, slot, placeholder };
  }

  it('keeps the iframe in the layer, over a placeholder that takes its place in the container', () => {
    const { rect, iframe, container, slot, placeholder } = shownOverlay();
    expect(layer()?.contains(iframe)).toBe(true);
    expect(placeholder.parentElement).toBe(container);
    expect(placeholder.style.cssText).toBe('display: block; width: 100%; height: 100%; min-height: 480px;');
    rect(placeholder, { left: 10, top: 20, width: 300, height: 480 });
    vi.advanceTimersToNextFrame();
    // Document coordinates: the layer's own offset (the page scrolled by 100 px) is taken off.
    expect(slot.style.cssText).toBe(
      'position: absolute; left: 10px; top: 120px; width: 300px; height: 480px; z-index: auto;',
    );
  });

  it('follows the placeholder on scroll at once and on every frame, writing only changes', () => {
    const { rect, slot, placeholder } = shownOverlay();
    rect(placeholder, { left: 0, top: 50, width: 300, height: 480 });
    window.dispatchEvent(new Event('scroll'));
    expect(slot.style.top).toBe('150px');
    const written = countCssTextWrites(slot);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(written).not.toHaveBeenCalled();
    rect(placeholder, { left: 0, top: 60, width: 320, height: 480 });
    vi.advanceTimersToNextFrame();
    expect([slot.style.top, slot.style.width]).toEqual(['160px', '320px']);
    expect(written).toHaveBeenCalledOnce();
  });

  it('clips the overlay to a scrolling ancestor of the container', () => {
    const rect = stubRects();
    const { controller, iframe } = preloaded();
    const scroller = connectedContainer();
    scroller.style.overflow = 'auto';
    const container = scroller.appendChild(document.createElement('div'));
    rect(scroller, { left: 0, top: 0, width: 400, height: 200 });
    showEmbed(controller, container);
    rect(placeholders()[0] as HTMLElement, { left: 0, top: -50, width: 400, height: 480 });
    vi.advanceTimersToNextFrame();
    expect(slotOf(iframe).style.clipPath).toBe('inset(50px 0px 230px 0px)');
  });

  it("gives the placeholder the iframe's own height (autoHeight)", async () => {
    const { iframe, placeholder } = shownOverlay();
    iframe.style.minHeight = '0';
    iframe.style.height = '700px';
    await Promise.resolve();
    expect([placeholder.style.height, placeholder.style.minHeight]).toEqual(['700px', '0']);
  });

  it('hides the embed when its container leaves the document', () => {
    const { controller, iframe, container } = shownOverlay();
    const timers = vi.getTimerCount();
    container.remove();
    vi.advanceTimersToNextFrame();
    expect(hiddenState(iframe)).toEqual(HIDDEN);
    // The frame loop has stopped.
    expect(vi.getTimerCount()).toBe(timers - 1);
    showEmbed(controller, connectedContainer());
    expect(hiddenState(iframe)).toEqual(SHOWN);
  });

  it('parks at the size it was last shown at', () => {
    const { controller, rect, slot, placeholder } = shownOverlay();
    rect(placeholder, { left: 0, top: 0, width: 640, height: 500 });
    hideEmbed(controller);
    expect(slot.style.cssText).toBe(
      'position: fixed; left: 0px; top: 0px; width: 640px; height: 500px; visibility: hidden; pointer-events: none;',
    );
  });

  it('works with autoHeight() in the extensions', () => {
    const { controller, iframe } = preloaded({ extensions: [autoHeight()] });
    showEmbed(controller, connectedContainer());
    expect(hiddenState(iframe)).toEqual(SHOWN);
  });
});

describe.each([
  ['overlay (no moveBefore)', false],
  ['moveBefore', true],
])('an embed created with its own container, %s', (_, withMoveBefore) => {
  it('is hidden and shown in place, its own attributes restored; it cannot move', async () => {
    if (withMoveBefore) stubMoveBefore();
    const { mountController } = await import('../../../test/support/host');
    const { controller, container } = mountController();
    controller.iframe.setAttribute('tabindex', '0');
    hideEmbed(controller);
    expect(hiddenState(controller.iframe)).toEqual(HIDDEN);
    expect(controller.iframe.parentElement).toBe(container);
    showEmbed(controller, container);
    expect(hiddenState(controller.iframe)).toEqual({ ...SHOWN, tabindex: '0' });
    const error = (() => {
      try {
        showEmbed(controller, connectedContainer());
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('preloadEmbed()'),
    });
    expect(controller.iframe.parentElement).toBe(container);
  });
});
