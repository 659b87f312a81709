// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController, READY } from '../../test/support/host';
import type { Diagnostic, EmbedControllerOptions } from '../host';
import { extensionEvent } from '../protocol/extension-envelope';
import { buildAction } from '../protocol/receive-parsers';
import type { HostExtension, HostExtensionHooks } from './extension';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const CLICKS = 'svc:event:clicks';
const clicks = () => ({
  ...extensionEvent('content-size', { height: 1, width: 1 }, 'dashboard', 1),
  type: CLICKS,
});
const boom = () => {
  throw new Error('boom');
};

/** An extension named `thrower` whose hook `hook` throws. */
function thrower(hook: keyof HostExtensionHooks): HostExtension {
  const hooks: HostExtensionHooks =
    hook === 'events' ? { events: { [CLICKS]: boom } } : ({ [hook]: boom } as HostExtensionHooks);
  return { name: 'thrower', setup: () => hooks };
}

/** An extension after the thrower that records each hook it is called with. */
function witness(calls: string[]): HostExtension {
  return {
    setup: () => ({
      ready: () => void calls.push('ready'),
      event: (event) => void calls.push(`event ${event.type}`),
      load: () => void calls.push('load'),
      send: (action) => {
        calls.push(`send ${action.type}`);
        return false;
      },
      defer: () => {
        calls.push('defer');
        return false;
      },
      openAt: (path) => {
        calls.push(`openAt ${path}`);
        return undefined;
      },
      log: (_direction, verdict, type) => void calls.push(`log ${verdict} ${type}`),
    }),
  };
}

function mount(extensions: HostExtension[], options: Partial<EmbedControllerOptions> = {}) {
  const diagnostics: Diagnostic[] = [];
  const calls: string[] = [];
  const mounted = mountController({
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    extensions: [...extensions, witness(calls)],
    ...options,
  });
  const threw = () => diagnostics.filter((diagnostic) => diagnostic.reason === 'handler-threw');
  return { ...mounted, diagnostics, calls, threw };
}

describe('a throwing host hook is one handler-threw naming it, and everything else goes on', () => {
  it.each<[keyof HostExtensionHooks, string]>([
    ['ready', 'ready'],
    ['event', 'event'],
  ])(
    '%s: ready resolves, the queue is flushed, the app and the other extension get the event',
    async (hook, named) => {
      const { controller, ready, sent, calls, threw } = mount([thrower(hook)]);
      const onReady = vi.fn();
      controller.on('ready', onReady);
      controller.navigate('/embed/dashboard/pub-1/tab/2');
      ready({ ...READY, extensions: 'clicks' });
      await expect(controller.ready).resolves.toMatchObject({ embedTenant: 'acme' });
      expect(controller.isReady).toBe(true);
      expect(sent()).toEqual([['svc:action:navigate', { path: '/embed/dashboard/pub-1/tab/2' }]]);
      expect(onReady).toHaveBeenCalledTimes(1);
      expect(calls).toEqual(expect.arrayContaining(['ready', 'event svc:event:ready']));
      expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
        `extension "thrower": hook "${named}" threw: Error: boom`,
      ]);
    },
  );

  it('event: the app still gets each later event (a throwing hook hides none)', () => {
    const { controller, ready, emit, threw } = mount([thrower('event')]);
    const onView = vi.fn();
    controller.on('view', onView);
    ready();
    emit('view', { surface: 'dashboard', path: '/embed/dashboard/pub-1' });
    emit('view', { surface: 'dashboard', path: '/embed/dashboard/pub-1/tab/2' });
    expect(onView).toHaveBeenCalledTimes(2);
    expect(threw()).toHaveLength(3);
  });

  it('load: the other extension still hears it', () => {
    const { controller, calls, threw } = mount([thrower('load')]);
    controller.iframe.dispatchEvent(new Event('load'));
    expect(calls).toContain('load');
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      'extension "thrower": hook "load" threw: Error: boom',
    ]);
  });

  it('send: not taken; the next extension is asked and the action goes once, as a window message', () => {
    const { controller, ready, sent, calls, threw } = mount([thrower('send')]);
    ready();
    controller.refresh();
    expect(sent()).toEqual([['svc:action:refresh', {}]]);
    expect(calls).toContain('send svc:action:refresh');
    expect(threw()).toHaveLength(1);
  });

  it('send: the next extension that takes it is the only one to deliver it', () => {
    const taken: string[] = [];
    const taker: HostExtension = {
      setup: () => ({
        send: (action) => {
          taken.push(action.type);
          return true;
        },
      }),
    };
    const { controller, ready, sent } = mount([thrower('send'), taker]);
    ready();
    controller.refresh();
    expect(taken).toEqual(['svc:action:refresh']);
    expect(sent()).toEqual([]);
  });

  it('defer: not held; the embed opens at once', () => {
    const { controller, container, calls, threw } = mount([thrower('defer')]);
    expect(container.contains(controller.iframe)).toBe(true);
    expect(controller.iframe.src).toContain('/embed/dashboard/pub-1');
    expect(calls).toContain('defer');
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      'extension "thrower": hook "defer" threw: Error: boom',
    ]);
  });

  it('openAt: the path is unchanged; the next extension gets the start', () => {
    const { controller, calls, threw } = mount([thrower('openAt')]);
    expect(new URL(controller.iframe.src).pathname).toBe('/embed/dashboard/pub-1');
    expect(calls).toContain('openAt /embed/dashboard/pub-1');
    expect(threw()).toHaveLength(1);
  });

  it('events: that message is dropped; the app still gets the next core event', () => {
    const { controller, ready, deliver, emit, threw } = mount([thrower('events')]);
    const onView = vi.fn();
    controller.on('view', onView);
    ready({ ...READY, extensions: 'clicks' });
    deliver(clicks());
    emit('view', { surface: 'dashboard', path: '/embed/dashboard/pub-1' });
    expect(onView).toHaveBeenCalledTimes(1);
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      `extension "thrower": hook "events["${CLICKS}"]" threw: Error: boom`,
    ]);
  });

  it('log: told once per step, never about itself; the other log still gets every step', () => {
    const { controller, ready, calls, threw } = mount([thrower('log')]);
    ready();
    controller.refresh();
    expect(calls).toEqual(
      expect.arrayContaining(['log accepted svc:event:ready', 'log sent svc:action:refresh']),
    );
    // One per step logged (ready in, refresh out), and none for the diagnostics it caused.
    expect(threw()).toHaveLength(2);
    expect(threw()[0]?.message).toBe('extension "thrower": hook "log" threw: Error: boom');
  });

  it('setup: the extension is left out, its listeners removed, the controller and the others go on', async () => {
    const listener = vi.fn();
    const failing: HostExtension = {
      setup: ({ lifetime }) => {
        lifetime.listen(window, 'resize', listener);
        throw new TypeError('no such thing');
      },
    };
    const { controller, ready, calls, threw } = mount([failing]);
    window.dispatchEvent(new Event('resize'));
    expect(listener).not.toHaveBeenCalled();
    ready();
    await expect(controller.ready).resolves.toBeDefined();
    expect(calls).toContain('ready');
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      'extensions[0]: hook "setup" threw: TypeError: no such thing',
    ]);
  });

  it('quotes at most 200 characters of what was thrown', () => {
    const long: HostExtension = {
      setup: () => {
        throw new Error('x'.repeat(5000));
      },
    };
    const { threw } = mount([long]);
    expect(threw()[0]?.message.length).toBeLessThan(250);
  });
});

describe('host extensions that claim one event type', () => {
  it('is invalid-options at construction, naming both', () => {
    const claims = (name: string): HostExtension => ({
      name,
      setup: () => ({ events: { [CLICKS]: () => {} } }),
    });
    expect(() => mount([claims('first'), claims('second')])).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: `EmbedController: extension "first" and extension "second" both handle "${CLICKS}"`,
      }),
    );
  });
});

describe('the host context inside setup', () => {
  it('post waits in the queue for ready, in order with the app actions', () => {
    const posting: HostExtension = {
      setup: ({ post }) => {
        post(buildAction('refresh', {}));
        return {};
      },
    };
    const { controller, ready, sent } = mount([posting]);
    controller.setLocale('de');
    expect(sent()).toEqual([]);
    ready();
    expect(sent().map(([type]) => type)).toEqual(['svc:action:refresh', 'svc:action:set-locale']);
  });

  it('receive checks data like any message; diagnose reaches onDiagnostic; log reaches a later log hook', () => {
    const steps: string[] = [];
    const early: HostExtension = {
      setup: ({ receive, diagnose, log }) => {
        receive({ not: 'an envelope' });
        diagnose({ reason: 'route-refused', message: 'told in setup' });
        log('out', 'sent', 'from setup', '-', undefined);
        return {};
      },
    };
    const logger: HostExtension = { setup: () => ({ log: (...step) => void steps.push(step[2]) }) };
    const { diagnostics } = mount([early, logger]);
    expect(diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['invalid-message', 'route-refused']);
    expect(steps).toEqual(expect.arrayContaining(['from setup']));
  });
});
