import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createAction, createEvent } from '../../src/envelope';
import { EmbedError, type SetFilterPayload } from '../../src/host';
import type { PostedAction, SimulatedEmbed } from '../../src/testing';
import { TENANT } from './host';
import { simulationFixture, thrownBy } from './simulate-embed-fixture';

/**
 * The behaviour of `simulateEmbed` (events, actions, restore, a ready timing out), registered by
 * one test file per DOM environment (`src/testing/simulate-embed.*.test.ts`): host developers run
 * their tests in jsdom or happy-dom, which differ where the simulation reaches in
 * (`MessageEvent.source`, the iframe's `contentWindow`). What it takes: `simulate-embed-target-cases.ts`.
 */
export function describeSimulateEmbed(): void {
  const { simulate, controllerOf } = simulationFixture();

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
