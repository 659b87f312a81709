// @vitest-environment happy-dom
// Issue 28: what a hidden or overlaid embed must never take from the host page: its own layer
// (sanitized user HTML that carries the layer's attribute), its clicks (stacking, clipping) and its
// keyboard (focus that a hidden embed takes for itself).
import { describe, expect, it, vi } from 'vitest';
import {
  connectedContainer,
  placeholders,
  preloaded,
  preRenderTestPageBetweenTests,
  stubRects,
} from '../../../test/support/pre-render';
import { hideEmbed, showEmbed } from '../../host';

preRenderTestPageBetweenTests();

const slotOf = (iframe: HTMLIFrameElement) => iframe.parentElement as HTMLElement;
const layerOf = (iframe: HTMLIFrameElement) => slotOf(iframe).parentElement as HTMLElement;

describe('the parking layer', () => {
  // What DOMPurify's defaults keep (data-* and style) in a comment the host renders.
  const USER_HTML =
    '<p>nice post</p><div data-svc-embed-layer style="opacity:.02;transform:scale(2.5)"><div id="inside"></div></div>';

  it('is never an element of the page that carries its attribute (sanitized user HTML)', () => {
    document.body.innerHTML = USER_HTML;
    const planted = document.querySelector('[data-svc-embed-layer]') as HTMLElement;
    const { iframe } = preloaded();
    expect(planted.contains(iframe)).toBe(false);
    expect(planted.children).toHaveLength(1);
    expect(layerOf(iframe)).not.toBe(planted);
    // A second embed shares the library's own layer, not the planted one.
    const second = preloaded();
    expect(layerOf(second.iframe)).toBe(layerOf(iframe));
  });

  it("takes a container inside the page's look-alike, and refuses one inside its own layer", () => {
    document.body.innerHTML = USER_HTML;
    const { controller, iframe } = preloaded();
    expect(() => showEmbed(controller, document.getElementById('inside') as HTMLElement)).not.toThrow();
    hideEmbed(controller);
    expect(() => showEmbed(controller, slotOf(iframe))).toThrow(/parking layer/);
  });

  it("is the body's first child, below the host's positioned elements at its level", () => {
    document.body.innerHTML = '<header style="position:sticky;top:0">menu</header><main></main>';
    const { iframe } = preloaded();
    expect(document.body.firstElementChild).toBe(layerOf(iframe));
    expect(layerOf(iframe).style.zIndex).toBe('auto');
  });
});

describe('the overlay', () => {
  function shownIn(ancestorStyle: string) {
    const rect = stubRects();
    const { controller, iframe } = preloaded();
    const ancestor = connectedContainer();
    ancestor.style.cssText = ancestorStyle;
    const container = ancestor.appendChild(document.createElement('div'));
    showEmbed(controller, container);
    const placeholder = placeholders()[0] as HTMLElement;
    rect(placeholder, { left: 0, top: 100, width: 400, height: 480 });
    vi.advanceTimersToNextFrame();
    return { rect, ancestor, placeholder, slot: slotOf(iframe) };
  }

  it.each([
    ['in-flow ancestors only', '', 'auto'],
    ['a positioned ancestor (a card)', 'position:relative', '1'],
    ['a stacking context with z-index 40 (a modal)', 'position:fixed;z-index:40', '41'],
    ['a transformed ancestor', 'transform:translateX(1px)', '1'],
    ['a stacking context of z-index -2', 'position:relative;z-index:-2', '-1'],
  ])('stacks at the lowest level its container is not covered at: %s', (_, style, zIndex) => {
    expect(shownIn(style).slot.style.zIndex).toBe(zIndex);
  });

  it('is clipped by a panel that started scrolling after showEmbed, at the next placement', () => {
    const { rect, ancestor, slot } = shownIn('');
    expect(slot.style.clipPath).toBe('');
    rect(ancestor, { left: 0, top: 0, width: 300, height: 200 });
    ancestor.style.overflowY = 'auto';
    vi.advanceTimersToNextFrame();
    // Only the scrolling axis clips: 100 px of 480 are left visible, nothing horizontally.
    expect(slot.style.clipPath).toBe('inset(0px 0px 380px 0px)');
    rect(ancestor, { left: 0, top: 0, width: 300, height: 50 });
    vi.advanceTimersToNextFrame();
    expect(slot.style.clipPath).toBe('inset(0px 0px 480px 0px)');
  });
});

describe('a hidden embed and the keyboard', () => {
  /** What the browser does when the frame calls focus() on itself: the host's active element is the iframe, its window blurs. */
  function frameTakesFocus(iframe: HTMLIFrameElement) {
    iframe.removeAttribute('inert');
    iframe.focus();
    iframe.setAttribute('inert', '');
    window.dispatchEvent(new Event('blur'));
    // The guard looks a task later (see focus-guard.ts).
    vi.advanceTimersByTime(0);
  }

  it.each([
    ['parked since preloadEmbed', false],
    ['hidden again after showEmbed', true],
  ])('gives focus that the embed takes back to the host field that had it: %s', (_, shownBefore) => {
    const field = document.body.appendChild(document.createElement('input'));
    const { controller, iframe } = preloaded();
    if (shownBefore) {
      showEmbed(controller, connectedContainer());
      hideEmbed(controller);
    }
    field.focus();
    frameTakesFocus(iframe);
    expect(document.activeElement).toBe(field);
  });

  it('takes the focus from the embed when nothing in the host had it, and when hidden while focused', () => {
    const { controller, iframe } = preloaded();
    frameTakesFocus(iframe);
    expect(document.activeElement).not.toBe(iframe);
    showEmbed(controller, connectedContainer());
    iframe.focus();
    hideEmbed(controller);
    expect(document.activeElement).not.toBe(iframe);
  });

  it('lets a shown embed keep the focus, and leaves no guard after destroy()', () => {
    const field = document.body.appendChild(document.createElement('input'));
    const { controller, iframe } = preloaded();
    showEmbed(controller, connectedContainer());
    field.focus();
    iframe.focus();
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(iframe);
    hideEmbed(controller);
    const removed = vi.spyOn(window, 'removeEventListener');
    controller.destroy();
    expect(removed).toHaveBeenCalledWith('blur', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
