// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController, READY } from '../../test/support/host';
import { createEvent } from '../envelope';
import { type AutoHeightOptions, autoHeight } from '../extensions/host/auto-height';
import type { Diagnostic, EmbedControllerOptions, HostExtension } from '../host';
import { extensionEvent } from '../protocol/extension-envelope';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const WITH_CONTENT_SIZE = { ...READY, protocolVersion: 1, extensions: 'content-size' };
const size = (height: number, width = 800) =>
  extensionEvent('content-size', { height, width }, 'dashboard', 1);

function setup(options: Partial<EmbedControllerOptions> = {}) {
  const diagnostics: Diagnostic[] = [];
  const mounted = mountController({ onDiagnostic: (d) => diagnostics.push(d), ...options });
  const onAny = vi.fn();
  for (const name of ['ready', 'view', 'error'] as const) mounted.controller.on(name, onAny);
  return { ...mounted, diagnostics, onAny, reasons: () => diagnostics.map((d) => d.reason) };
}

describe('capabilities', () => {
  it('is null before ready, then what the embed announced', () => {
    const { controller, ready } = setup();
    expect(controller.capabilities).toBeNull();
    ready({ ...READY, protocolVersion: 1, extensions: 'content-size from-the-future' });
    expect(controller.capabilities).toEqual({
      protocolVersion: 1,
      extensions: ['content-size', 'from-the-future'],
    });
  });

  it('reads an older embed that announces nothing as version 1 without extensions', () => {
    const { controller, ready } = setup();
    ready(READY);
    expect(controller.capabilities).toEqual({ protocolVersion: 1, extensions: [] });
    expect(controller.isReady).toBe(true);
  });

  it('accepts a newer protocol version: what it adds is announced as extensions', () => {
    const { controller, ready, diagnostics } = setup();
    ready({ ...READY, protocolVersion: 2 });
    expect(controller.capabilities?.protocolVersion).toBe(2);
    expect(diagnostics).toEqual([]);
  });

  it.each([
    ['a protocol version 0', { protocolVersion: 0 }],
    ['a fractional protocol version', { protocolVersion: 1.5 }],
    ['an upper-case extension name', { extensions: 'Content-Size' }],
    ['names separated by two spaces', { extensions: 'content-size  message-port' }],
    ['extensions as a list', { extensions: ['content-size'] }],
    ['more than 32 extensions', { extensions: Array.from({ length: 33 }, (_, i) => `x${i}`).join(' ') }],
  ])('refuses a ready with %s (invalid-message)', (_label, extra) => {
    const { controller, deliver, reasons } = setup();
    deliver({ ...createEvent('ready', READY, 'dashboard'), payload: { ...READY, ...extra } });
    expect(controller.isReady).toBe(false);
    expect(reasons()).toEqual(['invalid-message']);
  });
});

describe('extension events', () => {
  it.each([
    ['an extension the embed did not announce', READY, size(700)],
    [
      'an unknown event type from a newer embed',
      WITH_CONTENT_SIZE,
      { ...size(700), type: 'svc:event:reboot' },
    ],
    ['a prototype key as type', WITH_CONTENT_SIZE, { ...size(700), type: 'svc:event:__proto__' }],
  ])(
    'refuses %s quietly: one extension-refused diagnostic per type, however many arrive',
    (_l, ready, data) => {
      const { controller, deliver, diagnostics, onAny } = setup({ extensions: [autoHeight()] });
      deliver(createEvent('ready', ready, 'dashboard'));
      onAny.mockClear();
      const height = controller.iframe.style.height;
      for (let i = 0; i < 5; i++) deliver(data);
      const about = diagnostics.filter((d) => d.message.includes((data as { type: string }).type));
      expect(about.map((d) => d.reason)).toEqual(['extension-refused']);
      expect(controller.iframe.style.height).toBe(height);
      expect(onAny).not.toHaveBeenCalled();
    },
  );

  it('refuses a type too long for an extension name without remembering it or quoting it', () => {
    const { deliver, diagnostics, ready } = setup({ extensions: [autoHeight()] });
    ready(WITH_CONTENT_SIZE);
    // 70 distinct 1 MB types: more than the 64 refused types the host remembers.
    for (let i = 0; i < 70; i++) deliver({ ...size(700), type: `svc:event:${i}${'x'.repeat(1_000_000)}` });
    expect(new Set(diagnostics.map((d) => d.reason))).toEqual(new Set(['invalid-message']));
    expect(Math.max(...diagnostics.map((d) => d.message.length))).toBeLessThan(200);
    // The short unknown type after them is still reported: the long ones took no place.
    deliver({ ...size(700), type: 'svc:event:reboot' });
    expect(diagnostics.at(-1)).toMatchObject({ reason: 'extension-refused' });
  });

  it('refuses an announced extension event with a broken payload (invalid-message)', () => {
    vi.useFakeTimers();
    const { ready, deliver, reasons, controller, diagnostics } = setup({ extensions: [autoHeight()] });
    ready(WITH_CONTENT_SIZE);
    deliver({ ...size(700), payload: { height: -1, width: 800 } });
    deliver({ ...size(700), payload: { height: 1e9, width: 800 } });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    // The second within a second of the first is counted.
    expect(reasons()).toEqual(['invalid-message', 'invalid-message']);
    expect(diagnostics[1]?.count).toBe(1);
    expect(controller.iframe.style.height).toBe('100%');
  });
});

describe('the checks of an extension event', () => {
  /** An extension handling `content-size` itself: its handler records what it is given. */
  function recording(type: string) {
    const handled: unknown[] = [];
    const extension: HostExtension = {
      name: 'recording',
      setup: () => ({ events: { [type]: (data) => handled.push(data) } }),
    };
    return { handled, extension };
  }

  it('checks an extension of this library once, by its own rules: its handler gets the checked envelope', () => {
    const { handled, extension } = recording('svc:event:content-size');
    const { ready, deliver, reasons } = setup({ extensions: [extension] });
    ready(WITH_CONTENT_SIZE);
    deliver({ ...size(700), payload: { height: 700, width: 800, extra: 'dropped' } });
    deliver({ ...size(700), payload: { height: -1, width: 800 } });
    expect(handled).toEqual([size(700)]);
    expect(reasons()).toEqual(['invalid-message']);
  });

  it('hands an announced type of no rules here to its handler as sent, after the envelope checks', () => {
    const { handled, extension } = recording('svc:event:reboot');
    const { ready, deliver } = setup({ extensions: [extension] });
    ready({ ...READY, protocolVersion: 1, extensions: 'reboot' });
    const reboot = { ...size(700), type: 'svc:event:reboot', payload: { at: 1 } };
    deliver(reboot);
    deliver({ ...reboot, timestamp: -1 });
    expect(handled).toEqual([reboot]);
  });
});

describe('autoHeight', () => {
  it('gives a created iframe a default height other than 150 px when autoHeight is off', () => {
    const { controller } = setup();
    expect(controller.iframe.style.minHeight).toBe('480px');
  });

  it('sets the iframe height from each content-size of an embed that announced it, at the next frame', () => {
    vi.useFakeTimers();
    const { ready, deliver, controller, diagnostics } = setup({ extensions: [autoHeight()] });
    ready(WITH_CONTENT_SIZE);
    deliver(size(958.4));
    vi.advanceTimersToNextFrame();
    expect(controller.iframe.style.height).toBe('959px');
    deliver(size(300));
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    expect(controller.iframe.style.height).toBe('300px');
    expect(controller.iframe.style.minHeight).toBe('0');
    expect(diagnostics).toEqual([]);
  });

  it('keeps the height within minHeight and maxHeight', () => {
    vi.useFakeTimers();
    const { ready, deliver, controller } = setup({
      extensions: [autoHeight({ minHeight: 200, maxHeight: 800 })],
    });
    ready(WITH_CONTENT_SIZE);
    deliver(size(50));
    vi.advanceTimersToNextFrame();
    expect(controller.iframe.style.height).toBe('200px');
    deliver(size(5000));
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    expect(controller.iframe.style.height).toBe('800px');
  });

  it('writes the height at most once per animation frame, the last size winning', () => {
    vi.useFakeTimers();
    const { ready, deliver, controller } = setup({ extensions: [autoHeight()] });
    ready(WITH_CONTENT_SIZE);
    const heights: string[] = [];
    const style = controller.iframe.style;
    const counted = new Proxy(style, {
      set(target, key, value) {
        if (key === 'height') heights.push(value);
        return Reflect.set(target, key, value);
      },
    });
    Object.defineProperty(controller.iframe, 'style', { value: counted, configurable: true });
    // A page swinging its height: a thousand sizes within one frame.
    for (let i = 0; i < 1000; i++) deliver(size(i % 2 ? 300 : 900));
    deliver(size(640));
    expect(heights).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(heights).toEqual(['640px']);
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    expect(heights).toEqual(['640px']);
  });

  it('ignores content-size when autoHeight is off, without a diagnostic', () => {
    const { ready, deliver, controller, diagnostics } = setup();
    ready(WITH_CONTENT_SIZE);
    deliver(size(700));
    expect(controller.iframe.style.height).toBe('100%');
    expect(diagnostics).toEqual([]);
  });

  it('keeps the default size of an embed without the extension, with one diagnostic', () => {
    const { ready, controller, reasons } = setup({ extensions: [autoHeight()] });
    ready(READY);
    ready(READY); // the iframe reloaded
    expect(controller.iframe.style.height).toBe('100%');
    expect(controller.iframe.style.minHeight).toBe('480px');
    expect(reasons()).toEqual(['extension-refused']);
  });

  it.each([
    [{ minHeight: -1 }, 'autoHeight: minHeight'],
    [{ maxHeight: Number.POSITIVE_INFINITY }, 'autoHeight: maxHeight'],
    [{ minHeight: Number.NaN }, 'autoHeight: minHeight'],
    [{ minHeight: '10' }, 'autoHeight: minHeight'],
    [{ minHeight: 500, maxHeight: 400 }, 'minHeight 500'],
  ])('autoHeight(%j) throws invalid-options', (options, named) => {
    expect(() => autoHeight(options as AutoHeightOptions)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining(named) }),
    );
  });

  it.each([
    ['not an array', autoHeight(), 'extensions must be an array'],
    ['a factory not called', [autoHeight], 'call the factory'],
    ['null', [null], 'extensions[0] is not an extension'],
    ['one name twice', [autoHeight(), autoHeight()], '"content-size" is given twice'],
  ])('refuses extensions that are %s with invalid-options', (_label, extensions, named) => {
    expect(() => mountController({ extensions } as never)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining(named) }),
    );
  });
});

describe('the event hook', () => {
  it('sees each core event the controller accepted, before the on handlers, and nothing it refused', () => {
    const order: string[] = [];
    const { controller, ready, emit, deliver } = setup({
      extensions: [{ setup: () => ({ event: (event) => order.push(`hook ${event.type}`) }) }],
    });
    controller.on('view', () => order.push('handler view'));
    ready();
    emit('view', { surface: 'dashboard', path: '/embed/dashboard/pub-1' });
    deliver(createEvent('view', { surface: 'dashboard', path: '/x' }, 'dashboard'), {
      origin: 'https://evil.example',
    });
    deliver(size(700));
    expect(order).toEqual(['hook svc:event:ready', 'hook svc:event:view', 'handler view']);
  });

  it('gets the root of the surface in its context', () => {
    let root = '';
    setup({
      extensions: [
        {
          setup: ({ surfaceRoot }) => {
            root = surfaceRoot;
            return {};
          },
        },
      ],
    });
    expect(root).toBe('/embed/dashboard/pub-1');
  });
});
