import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineSvcEmbed, type SvcEmbedElement } from '../element';
import { createAction, createEvent } from '../envelope';
import { EmbedController, type EmbedControllerOptions, EmbedError, type SetFilterPayload } from '../host';
import { type PostedAction, type SimulatedEmbed, simulateEmbed } from '../testing';
import { deferred } from './deferred';
import { DASHBOARD, TENANT } from './host';

/**
 * The behaviour of `simulateEmbed`, registered by one test file per DOM environment
 * (`src/testing/simulate-embed.*.test.ts`): host developers run their tests in jsdom or happy-dom,
 * which differ where the simulation reaches in (`MessageEvent.source`, the iframe's `contentWindow`).
 */
export function describeSimulateEmbed(): void {
  const simulations: SimulatedEmbed[] = [];
  const simulate = (target: Parameters<typeof simulateEmbed>[0]) => {
    const embed = simulateEmbed(target);
    simulations.push(embed);
    return embed;
  };

  afterEach(() => {
    for (const embed of simulations.splice(0)) embed.restore();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function controllerOf(options: Partial<EmbedControllerOptions> = {}) {
    const container = document.createElement('div');
    document.body.append(container);
    return new EmbedController({ ...DASHBOARD, sessionId: 'session-1', container, ...options });
  }

  describe('simulateEmbed: events', () => {
    it('ready resolves the controller ready with what the address says, the given fields over it', async () => {
      const controller = controllerOf();
      const sent = simulate(controller).ready({ embedTenant: 'acme' });
      const expected = {
        embedTenant: 'acme',
        deploymentId: null,
        mode: 'signed',
        surface: 'dashboard',
        publicId: 'pub-1',
      };
      await expect(controller.ready).resolves.toEqual(expected);
      expect(sent).toMatchObject({ type: 'svc:event:ready', payload: expected, surface: 'dashboard' });
    });

    it('emit reaches the handlers with the payload and the envelope it returns', () => {
      const onDiagnostic = vi.fn();
      const controller = controllerOf({ onDiagnostic });
      const onDownload = vi.fn();
      controller.on('download', onDownload);
      const embed = simulate(controller);
      embed.ready();
      const sent = embed.emit('download', { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 3 });
      expect(onDownload).toHaveBeenCalledExactlyOnceWith(sent.payload, sent);
      expect(sent).toMatchObject({ type: 'svc:event:download', surface: 'dashboard' });
      expect(onDiagnostic).not.toHaveBeenCalled();
    });

    it('posts as the tenant page: its origin, the iframe window as source, a copy of the envelope', () => {
      const controller = controllerOf();
      const seen: MessageEvent[] = [];
      const listener = (message: MessageEvent) => seen.push(message);
      window.addEventListener('message', listener);
      const sent = simulate(controller).emit('view', {
        surface: 'dashboard',
        path: '/embed/dashboard/pub-1',
      });
      window.removeEventListener('message', listener);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.origin).toBe(TENANT);
      expect(seen[0]?.source).toBe(controller.iframe.contentWindow);
      expect(seen[0]?.data).toEqual(sent);
      expect(seen[0]?.data).not.toBe(sent);
    });

    it('reaches only the controller of its own iframe', () => {
      const first = controllerOf();
      const secondDiagnostic = vi.fn();
      const second = controllerOf({ onDiagnostic: secondDiagnostic });
      const [onFirst, onSecond] = [vi.fn(), vi.fn()];
      first.on('ready', onFirst);
      second.on('ready', onSecond);
      simulate(second);
      simulate(first).ready();
      expect(onFirst).toHaveBeenCalledOnce();
      expect(onSecond).not.toHaveBeenCalled();
      expect(secondDiagnostic).toHaveBeenCalledWith(expect.objectContaining({ reason: 'wrong-source' }));
    });

    it("an event's envelope carries the surface of the last ready, else the address's", () => {
      const controller = controllerOf({ surface: 'chat', publicId: undefined });
      const embed = simulate(controller);
      const error = { message: 'lost', fatal: false };
      expect(embed.emit('error', error).surface).toBe('chat');
      expect(embed.ready({ surface: 'dashboard' }).surface).toBe('dashboard');
      expect(embed.emit('error', error).surface).toBe('dashboard');
      embed.emit('ready', { embedTenant: null, deploymentId: 7, mode: 'signed', surface: 'app' });
      expect(embed.emit('error', error).surface).toBe('app');
    });

    const INVALID_EVENTS: [label: string, send: (embed: SimulatedEmbed) => unknown, field: string][] = [
      [
        'a download of an unknown format',
        (embed) => embed.emit('download', bad({ format: 'doc' })),
        'format',
      ],
      ['a navigate path outside the embed', (embed) => embed.emit('navigate', bad({ path: 'x' })), 'path'],
      ['an error without a message', (embed) => embed.emit('error', bad({ fatal: true })), 'message'],
      ['a ready of an unknown mode', (embed) => embed.ready(bad({ mode: 'public' })), 'mode'],
      ['an unknown event', (embed) => embed.emit(bad<'ready'>('donwload'), bad({})), 'type'],
    ];
    it.each(INVALID_EVENTS)(
      '%s throws invalid-argument naming %s and sends nothing',
      (_label, send, field) => {
        const onDiagnostic = vi.fn();
        const controller = controllerOf({ onDiagnostic });
        const handlers = { ready: vi.fn(), download: vi.fn(), navigate: vi.fn(), error: vi.fn() };
        for (const [name, handler] of Object.entries(handlers)) controller.on(name as 'ready', handler);
        const embed = simulate(controller);
        const error = thrownBy(() => send(embed));
        expect(error).toBeInstanceOf(EmbedError);
        expect(error).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining(field) });
        for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
        expect(onDiagnostic).not.toHaveBeenCalled();
        expect(controller.isReady).toBe(false);
      },
    );
  });

  describe('simulateEmbed: actions', () => {
    it('records the actions posted to the tenant, in order, those queued before ready first', () => {
      const controller = controllerOf({ colorScheme: 'dark' });
      const embed = simulate(controller);
      controller.setFilter('orders.status', { value: 'shipped' });
      expect(embed.actions()).toEqual([]);
      embed.ready();
      controller.refresh();
      const filter = { filterUrlParameter: 'f_orders.status={"value":"shipped"}' };
      expect(embed.actions()).toEqual([
        { name: 'set-color-scheme', payload: { scheme: 'dark' } },
        { name: 'set-filter', payload: filter },
        { name: 'refresh', payload: {} },
      ]);
      expect(embed.actions('set-filter')).toEqual([{ name: 'set-filter', payload: filter }]);
      expect(embed.lastAction()).toEqual({ name: 'refresh', payload: {} });
      expect(embed.lastAction('set-filter')?.payload).toEqual(filter);
      expect(embed.lastAction('navigate')).toBeUndefined();
    });

    it('types each action by its name', () => {
      const embed = simulate(controllerOf());
      expectTypeOf(embed.lastAction('set-filter')).toEqualTypeOf<PostedAction<'set-filter'> | undefined>();
      expectTypeOf<PostedAction<'set-filter'>['payload']>().toEqualTypeOf<SetFilterPayload>();
      const action = embed.lastAction();
      if (action?.name === 'set-locale') expectTypeOf(action.payload.locale).toEqualTypeOf<string>();
    });

    it('clearActions forgets what was recorded; later actions are recorded', () => {
      const controller = controllerOf();
      const embed = simulate(controller);
      embed.ready();
      controller.setLocale('fr-CA');
      embed.clearActions();
      expect(embed.actions()).toEqual([]);
      controller.setTimezone('Europe/Paris');
      expect(embed.actions()).toEqual([{ name: 'set-timezone', payload: { timezone: 'Europe/Paris' } }]);
    });

    it('records only actions, and only those posted to the tenant origin', () => {
      const controller = controllerOf();
      const embed = simulate(controller);
      const window = controller.iframe.contentWindow as Window;
      window.postMessage(createAction('refresh', {}), 'https://other.example');
      window.postMessage(createAction('refresh', {}), '*');
      window.postMessage({ type: 'svc:action:refresh' }, TENANT);
      window.postMessage(createEvent('error', { message: 'x' }, 'dashboard'), TENANT);
      expect(embed.actions()).toEqual([]);
      window.postMessage(createAction('refresh', {}), TENANT);
      expect(embed.actions()).toEqual([{ name: 'refresh', payload: {} }]);
    });
  });

  describe('simulateEmbed: restore', () => {
    it('gives the iframe its own window back, stops recording, and refuses to send; it can be simulated again', async () => {
      const controller = controllerOf();
      const own = controller.iframe.contentWindow;
      const embed = simulate(controller);
      expect(controller.iframe.contentWindow).not.toBe(own);
      embed.restore();
      embed.restore();
      expect(controller.iframe.contentWindow).toBe(own);
      expect(() => embed.ready()).toThrow(expect.objectContaining({ code: 'destroyed' }));
      expect(() => embed.emit('error', { message: 'late' })).toThrow(
        expect.objectContaining({ code: 'destroyed' }),
      );
      const again = simulate(controller);
      again.ready();
      await expect(controller.ready).resolves.toMatchObject({ surface: 'dashboard' });
      controller.refresh();
      expect(embed.actions()).toEqual([]);
      expect(again.actions()).toEqual([{ name: 'refresh', payload: {} }]);
    });
  });

  describe('simulateEmbed: what it takes', () => {
    it('an iframe: the tenant origin comes from its src', async () => {
      const iframe = document.createElement('iframe');
      document.body.append(iframe);
      const controller = new EmbedController({ tenantUrl: `${TENANT}/acme`, surface: 'chat', iframe });
      const embed = simulate(iframe);
      expect(embed.tenantOrigin).toBe(TENANT);
      expect(embed.iframe).toBe(iframe);
      embed.ready();
      await expect(controller.ready).resolves.toEqual({
        embedTenant: null,
        deploymentId: null,
        mode: 'private',
        surface: 'chat',
      });
    });

    it('a controller still minting its first session, whose address is read when ready is sent', async () => {
      const mint = deferred<string>();
      const controller = controllerOf({ sessionId: undefined, mintSession: () => mint.promise });
      const embed = simulate(controller);
      expect(embed.tenantOrigin).toBe(TENANT);
      mint.resolve('session-2');
      await vi.waitFor(() => expect(controller.iframe.src).toContain('session-2'));
      embed.ready();
      await expect(controller.ready).resolves.toMatchObject({ mode: 'signed', publicId: 'pub-1' });
    });

    it("the element's controller: events reach the element as svc-* events", async () => {
      defineSvcEmbed();
      const element = document.createElement('svc-embed') as SvcEmbedElement;
      for (const [name, value] of Object.entries({
        'tenant-url': TENANT,
        surface: 'dashboard',
        'public-id': 'p',
      }))
        element.setAttribute(name, value);
      const downloads: unknown[] = [];
      element.addEventListener('svc-download', (event) => downloads.push(event.detail));
      document.body.append(element);
      await vi.waitFor(() => expect(element.controller).not.toBeNull());
      const embed = simulate(element.controller as EmbedController);
      embed.ready();
      const sent = embed.emit('download', { format: 'png', target: 'dashboard' });
      expect(downloads).toEqual([sent.payload]);
    });

    const NEITHER = 'give an EmbedController or an iframe element, got';
    const INVALID_TARGETS: [label: string, target: () => unknown, says: string][] = [
      ['null', () => null, `${NEITHER} null (a controllerRef or a template ref holds null until`],
      ['undefined', () => undefined, `${NEITHER} undefined`],
      ['a string', () => 'iframe', `${NEITHER} string`],
      ['a div', () => document.createElement('div'), `${NEITHER} a <div> element`],
      [
        'the svc-embed element itself',
        () => document.createElement('svc-embed'),
        `${NEITHER} a <svc-embed> element`,
      ],
      [
        'a look-alike of a controller',
        () => ({ tenantOrigin: TENANT, destroyed: false, iframe: {} }),
        `${NEITHER} object`,
      ],
      [
        'a destroyed controller',
        () => {
          const controller = controllerOf();
          controller.destroy();
          return controller;
        },
        'the controller is destroyed',
      ],
      ['an iframe without src', () => document.createElement('iframe'), 'the iframe has no src yet'],
      [
        'an iframe showing about:blank',
        () => Object.assign(document.createElement('iframe'), { src: 'about:blank' }),
        `the iframe's src "about:blank" is not an http(s) address`,
      ],
      [
        'an iframe already simulated',
        () => {
          const controller = controllerOf();
          simulate(controller);
          return controller.iframe;
        },
        'this iframe is already simulated: call restore() on its simulation first',
      ],
    ];
    it.each(INVALID_TARGETS)('%s: invalid-argument saying what is wrong', (_label, target, says) => {
      const given = target();
      const contentWindow = (given as HTMLIFrameElement | null)?.contentWindow;
      const error = thrownBy(() => simulateEmbed(given as HTMLIFrameElement));
      expect(error).toBeInstanceOf(EmbedError);
      expect(error).toMatchObject({ code: 'invalid-argument' });
      expect(error.message.slice(0, `simulateEmbed: ${says}`.length)).toBe(`simulateEmbed: ${says}`);
      expect((given as HTMLIFrameElement | null)?.contentWindow).toBe(contentWindow);
    });
  });

  describe('simulateEmbed: ready timing out', () => {
    it('ready rejects with ready-timeout once fake timers pass readyTimeoutMs', async () => {
      vi.useFakeTimers();
      const controller = controllerOf({ readyTimeoutMs: 5_000 });
      simulate(controller);
      const outcome = controller.ready.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await outcome).toMatchObject({ code: 'ready-timeout' });
    });

    it('a ready sent before then resolves it, and it stays resolved', async () => {
      vi.useFakeTimers();
      const controller = controllerOf({ readyTimeoutMs: 5_000 });
      await vi.advanceTimersByTimeAsync(4_999);
      simulate(controller).ready();
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(controller.ready).resolves.toMatchObject({ surface: 'dashboard' });
    });
  });
}

/** A value the types refuse, for the rows that check what happens at run time. */
const bad = <T>(value: unknown) => value as T;

function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}
