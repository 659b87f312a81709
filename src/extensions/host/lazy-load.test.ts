// @vitest-environment happy-dom
// lazyLoad(): nothing of the embed (iframe, address, mint, ready timeout) exists until its container
// nears the viewport; a placeholder holds the iframe's place meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes, playEmbedIn, READY } from '../../../test/support/host';
import {
  FakeIntersectionObserver,
  stubIntersectionObserver,
} from '../../../test/support/intersection-observer';
import { EmbedController, type EmbedError, lazyLoad } from '../../host';

function lazyController(options: Partial<ConstructorParameters<typeof EmbedController>[0]> = {}) {
  const container = document.createElement('section');
  document.body.append(container);
  const controller = new EmbedController({
    ...DASHBOARD,
    sessionId: 'session-1',
    container,
    extensions: [lazyLoad()],
    ...options,
  } as ConstructorParameters<typeof EmbedController>[0]);
  return { controller, container };
}

beforeEach(() => {
  stubIntersectionObserver();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('lazyLoad()', () => {
  it('holds the iframe, its address and the mint until the container is in view, in a placeholder of its size', async () => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { controller, container } = lazyController({ sessionId: undefined, mintSession });
    expect(iframes()).toEqual([]);
    expect(mintSession).not.toHaveBeenCalled();
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.style.cssText).toBe(controller.iframe.style.cssText);

    FakeIntersectionObserver.scrollIntoView(placeholder);
    expect(container.children).toHaveLength(1);
    expect(iframes()).toEqual([controller.iframe]);
    expect(mintSession).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(controller.iframe.src).toContain('session=minted-1'));
    expect(FakeIntersectionObserver.watched()).toEqual([]);
  });

  it('stays closed while the observer reports the container out of view', () => {
    const { container } = lazyController();
    FakeIntersectionObserver.scrollIntoView(container.firstElementChild as Element, false);
    expect(iframes()).toEqual([]);
  });

  it('starts the ready timeout when the embed opens, not when it is created', async () => {
    const { controller, container } = lazyController({ readyTimeoutMs: 1000 });
    let outcome = 'pending';
    controller.ready.then(
      () => (outcome = 'ready'),
      (error: EmbedError) => (outcome = error.code),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).toBe('pending');
    FakeIntersectionObserver.scrollIntoView(container.firstElementChild as Element);
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('ready-timeout');
  });

  it('opens once: a second report of the container in view changes nothing', () => {
    const { controller, container } = lazyController();
    const placeholder = container.firstElementChild as Element;
    FakeIntersectionObserver.scrollIntoView(placeholder);
    FakeIntersectionObserver.scrollIntoView(placeholder);
    expect(iframes()).toEqual([controller.iframe]);
  });

  it('works end to end once open: the embed says ready and the controller resolves', async () => {
    const { controller, container } = lazyController();
    FakeIntersectionObserver.scrollIntoView(container.firstElementChild as Element);
    playEmbedIn(controller.iframe).emit('ready', READY);
    await expect(controller.ready).resolves.toEqual(READY);
  });

  it('destroy() before it opens stops watching, removes the placeholder and never mints', () => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { controller, container } = lazyController({ sessionId: undefined, mintSession });
    controller.destroy();
    expect(container.children).toHaveLength(0);
    expect(FakeIntersectionObserver.watched()).toEqual([]);
    expect(mintSession).not.toHaveBeenCalled();
  });

  it('watches a given iframe itself and gives it its address when it comes into view', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const controller = new EmbedController({
      ...DASHBOARD,
      sessionId: 'session-1',
      iframe,
      extensions: [lazyLoad()],
    });
    expect(iframe.getAttribute('src')).toBeNull();
    expect(FakeIntersectionObserver.watched()).toEqual([iframe]);
    FakeIntersectionObserver.scrollIntoView(iframe);
    expect(controller.iframe.src).toContain('session=session-1');
  });

  it('opens at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { controller } = lazyController();
    expect(iframes()).toEqual([controller.iframe]);
  });

  it('gives the observer its rootMargin, 200px by default', () => {
    lazyController();
    lazyController({ extensions: [lazyLoad({ rootMargin: '0px 0px 50% 0px' })] });
    expect([...FakeIntersectionObserver.live].map((observer) => observer.options?.rootMargin)).toEqual([
      '200px',
      '0px 0px 50% 0px',
    ]);
  });

  it.each<[string, unknown]>([
    ['a number', 200],
    ['a length without unit', '200'],
    ['five lengths', '1px 2px 3px 4px 5px'],
    ['an em length', '2em'],
    ['a CSS injection', '0px; color: red'],
    ['an empty string', ''],
  ])('refuses a rootMargin that is %s with invalid-options', (_label, rootMargin) => {
    expect(() => lazyLoad({ rootMargin: rootMargin as string })).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining('rootMargin') }),
    );
  });
});
