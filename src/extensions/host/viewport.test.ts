// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY as HOST_READY, mountController } from '../../../test/support/host';
import type { HostExtensionContext, HostExtensionHooks } from '../../host/extension';
import type { Diagnostic } from '../../internal/diagnostics';
import { Disposer } from '../../internal/disposer';
import { extensionEvent } from '../../protocol/extension-envelope';
import { hideIframe, unhideIframe } from './hidden-iframe';
import { MAX_SCROLLS_PER_SECOND, type ViewportOptions, viewport } from './viewport';

const READY = { surface: 'dashboard', mode: 'private', publicId: 'pub', protocolVersion: 1 } as never;
const ORIGIN = 'https://tenant.example';

/** rAF the test drives: `frame()` runs one animation frame. */
let frames: FrameRequestCallback[] = [];
const frame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: 1000, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A 3,000 px iframe whose top is at `top` in the viewport, in a page that scrolls. */
function setup(options?: ViewportOptions, extensions = 'viewport') {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  let top = 0;
  iframe.getBoundingClientRect = () =>
    ({ top, bottom: top + 3000, left: 0, right: 800, width: 800, height: 3000 }) as DOMRect;
  Object.defineProperty(iframe, 'clientHeight', { value: 3000 });
  Object.defineProperty(iframe, 'clientWidth', { value: 800 });
  const root = document.documentElement;
  let scrollTop = 0;
  Object.defineProperty(root, 'scrollTop', { get: () => scrollTop, configurable: true });
  Object.defineProperty(root, 'scrollHeight', { value: 5000, configurable: true });
  Object.defineProperty(root, 'clientHeight', { value: 800, configurable: true });
  const scrolls: ScrollToOptions[] = [];
  root.scrollBy = ((options: ScrollToOptions) => {
    scrolls.push(options);
    scrollTop += options.top ?? 0;
    top -= options.top ?? 0;
  }) as Element['scrollBy'];
  const posted: { type: string; payload: Record<string, unknown> }[] = [];
  const diagnostics: Diagnostic[] = [];
  const lifetime = new Disposer();
  const context = {
    side: 'host',
    iframe,
    tenantOrigin: ORIGIN,
    surfaceRoot: '/embed/dashboard/pub',
    lifetime,
    diagnose: (diagnostic: Diagnostic) => diagnostics.push(diagnostic),
    log: () => {},
    receive: () => {},
    post: (action: object) => posted.push(action as never),
  } as unknown as HostExtensionContext;
  const hooks: HostExtensionHooks = viewport(options).setup(context);
  const ready = () => hooks.ready?.(READY, { protocolVersion: 1, extensions: extensions.split(' ') });
  const request = (payload: object) =>
    hooks.events?.['svc:event:viewport']?.(
      extensionEvent('viewport', payload as never, 'dashboard', 1),
      ORIGIN,
    );
  const scrollPage = (to: number) => {
    top = -to;
    scrollTop = to;
    window.dispatchEvent(new Event('scroll'));
  };
  const regions = () => posted.map(({ payload }) => payload);
  return { iframe, lifetime, ready, request, scrollPage, regions, diagnostics, scrolls, top: () => top };
}

describe('viewport(), host side: the visible region', () => {
  it('sends nothing before ready, then the region at the next frame, then only when it changes', () => {
    const page = setup();
    page.scrollPage(100);
    frame();
    expect(page.regions()).toEqual([]);
    page.ready();
    frame();
    expect(page.regions()).toEqual([
      { top: 100, height: 800, viewportWidth: 1000, viewportHeight: 800, visible: true },
    ]);
    frame();
    frame();
    expect(page.regions()).toHaveLength(1);
    for (const to of [600, 1200, 1500]) page.scrollPage(to);
    frame();
    frame();
    expect(page.regions()).toHaveLength(2);
    expect(page.regions()[1]).toMatchObject({ top: 1500, height: 800, visible: true });
  });

  it('leaves the visible part of an iframe cut by the viewport, and nothing of one scrolled away', () => {
    const page = setup();
    page.ready();
    page.scrollPage(2600);
    frame();
    expect(page.regions().at(-1)).toMatchObject({ top: 2600, height: 400, visible: true });
    page.scrollPage(3000);
    frame();
    expect(page.regions().at(-1)).toMatchObject({ top: 0, height: 0, visible: false });
  });

  it('is cut by a scrolling ancestor', () => {
    const page = setup();
    const panel = document.createElement('div');
    panel.style.overflowY = 'auto';
    panel.getBoundingClientRect = () => ({ top: 200, bottom: 500, left: 0, right: 1000 }) as DOMRect;
    document.body.append(panel);
    panel.append(page.iframe);
    page.ready();
    frame();
    expect(page.regions().at(-1)).toMatchObject({ top: 200, height: 300, visible: true });
  });

  it('is not visible while hidden by hideEmbed or in a hidden tab, and visible again after', () => {
    const page = setup();
    page.ready();
    frame();
    hideIframe(page.iframe);
    frame();
    expect(page.regions().at(-1)).toMatchObject({ top: 0, height: 0, visible: false });
    unhideIframe(page.iframe);
    frame();
    expect(page.regions().at(-1)).toMatchObject({ top: 0, height: 800, visible: true });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    frame();
    expect(page.regions().at(-1)).toMatchObject({ visible: false });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends nothing to an embed that did not announce it, and nothing after destroy', () => {
    const quiet = setup(undefined, 'content-size');
    quiet.ready();
    frame();
    expect(quiet.regions()).toEqual([]);
    const page = setup();
    page.ready();
    frame();
    page.lifetime.dispose();
    page.scrollPage(900);
    frame();
    expect(page.regions()).toHaveLength(1);
  });
});

describe('viewport(), host side: scroll requests', () => {
  it('scrolls the page to the part, smoothly', () => {
    const page = setup();
    page.ready();
    page.request({ top: 1200, height: 100, block: 'start' });
    expect(page.scrolls).toEqual([{ top: 1200, behavior: 'smooth' }]);
    page.request({ top: 1200, height: 200, block: 'center' });
    expect(page.scrolls.at(-1)?.top).toBe(-300);
  });

  it('scrolls no further than the iframe edge for a part outside it', () => {
    const page = setup();
    page.ready();
    page.request({ top: 100_000, height: 100_000, block: 'start' });
    expect(page.top()).toBe(-3000);
  });

  it('jumps without animation when the viewer prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const page = setup();
    page.ready();
    page.request({ top: 50, height: 0, block: 'start' });
    expect(page.scrolls).toEqual([{ top: 50, behavior: 'instant' }]);
  });

  it(`follows ${MAX_SCROLLS_PER_SECOND} a second and drops the rest with scroll-refused`, () => {
    vi.useFakeTimers({ now: 0 });
    const page = setup();
    page.ready();
    for (let i = 1; i <= MAX_SCROLLS_PER_SECOND + 2; i++)
      page.request({ top: i * 10, height: 0, block: 'start' });
    expect(page.scrolls).toHaveLength(MAX_SCROLLS_PER_SECOND);
    expect(page.diagnostics.map(({ reason, message }) => [reason, message])).toEqual([
      ['scroll-refused', `scroll request dropped: more than ${MAX_SCROLLS_PER_SECOND} in a second`],
      ['scroll-refused', `scroll request dropped: more than ${MAX_SCROLLS_PER_SECOND} in a second`],
    ]);
    vi.advanceTimersByTime(1000);
    page.request({ top: 500, height: 0, block: 'start' });
    expect(page.scrolls).toHaveLength(MAX_SCROLLS_PER_SECOND + 1);
  });

  it.each([
    ['allowScroll: false', { allowScroll: false }, 'scroll-refused'],
    ['a request while hidden', {}, undefined],
  ])('scrolls nothing for %s', (label, options, reason) => {
    const page = setup(options);
    page.ready();
    if (label.includes('hidden')) hideIframe(page.iframe);
    page.request({ top: 500, height: 0, block: 'start' });
    expect(page.scrolls).toEqual([]);
    expect(page.diagnostics.map((d) => d.reason)).toEqual(reason ? [reason] : []);
  });

  it.each([
    ['a negative top', { top: -1, height: 0, block: 'start' }],
    ['an unknown block', { top: 1, height: 0, block: 'end' }],
    ['a missing height', { top: 1, block: 'start' }],
  ])("refuses %s as invalid-message before the extension's handler", (_label, payload) => {
    const diagnostics: Diagnostic[] = [];
    const { ready, deliver, controller } = mountController({
      onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
      extensions: [viewport()],
    });
    const scrollBy = vi.spyOn(document.documentElement, 'scrollBy').mockImplementation(() => {});
    ready({ ...HOST_READY, protocolVersion: 1, extensions: 'viewport' });
    deliver(extensionEvent('viewport', payload as never, 'dashboard', 1));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message']);
    controller.destroy();
  });
});
