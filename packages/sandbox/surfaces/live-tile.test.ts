// @vitest-environment happy-dom
import type { EmbedExtensionContext } from '@svc/embed/embed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveTile, LIVE_REFRESH_MS } from './live-tile';
import { testSurfaceContext } from './test-surface-context';

const MINUTE_MS = 60_000;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setInterval',
      'clearInterval',
      'setTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
    ],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A live tile whose host (`viewport()`) says, through `seen(false)`, that the embed is out of view. */
function mount() {
  const { context } = testSurfaceContext({ surface: 'dashboard', publicId: 'sales-live' });
  const hooks = context.viewport.setup({
    side: 'embed',
    surface: 'dashboard',
    now: () => 1,
    lifetime: { add: () => () => {}, listen: () => () => {}, timeout: () => () => {} },
    diagnose: () => {},
    log: () => {},
    post: () => {},
    receive: () => {},
  } as EmbedExtensionContext);
  const seen = (visible: boolean) =>
    hooks.actions?.['svc:action:viewport']?.({
      origin: 'http://localhost:4200',
      data: {
        source: 'svc-embed',
        direction: 'action',
        type: 'svc:action:viewport',
        timestamp: 1,
        payload: { top: 0, height: visible ? 600 : 0, viewportWidth: 1200, viewportHeight: 800, visible },
      },
    } as MessageEvent);
  const tile = createLiveTile(context);
  /** Requests made over the next minute. */
  const perMinute = () => {
    const before = tile.requests();
    vi.advanceTimersByTime(MINUTE_MS);
    return tile.requests() - before;
  };
  return { tile, seen, perMinute };
}

describe('the live tile', () => {
  it(`asks for data every ${LIVE_REFRESH_MS} ms while the embed is seen`, () => {
    const { perMinute } = mount();
    expect(perMinute()).toBe(1 + MINUTE_MS / LIVE_REFRESH_MS);
  });

  it('makes no request per minute while scrolled away or hidden, and resumes on the next visible frame', () => {
    const { tile, seen, perMinute } = mount();
    vi.advanceTimersByTime(5_000);
    seen(false);
    expect(perMinute()).toBe(0);
    expect(perMinute()).toBe(0);
    const paused = tile.requests();
    seen(true);
    expect(tile.requests()).toBe(paused);
    vi.advanceTimersToNextFrame();
    expect(tile.requests()).toBe(paused + 1);
    expect(tile.element.querySelector('[data-testid="live-requests"]')?.textContent).toBe(String(paused + 1));
  });
});
