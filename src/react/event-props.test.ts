// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  DASHBOARD,
  playEmbed,
  renderEmbed,
  type SvcEmbedTestProps,
  settle,
  TENANT,
  watchControllers,
} from '../../test/support/react';
import type { EventPayloads } from '../host';
import { EMBED_EVENT_NAMES, EmbedController } from '../host';
import { type EmbedEventProps, type EventPropNames, eventPropName } from './event-props';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function playedEmbed(props: Partial<SvcEmbedTestProps> = {}) {
  const controllers = watchControllers();
  const subscribe = vi.spyOn(EmbedController.prototype, 'on');
  const base = { ...DASHBOARD, sessionId: 'session-1' };
  const rendered = await renderEmbed({ ...base, ...props });
  const controller = controllers.all()[0] as EmbedController;
  const rerender = (next: Partial<SvcEmbedTestProps>) => rendered.rerender({ ...base, ...next });
  return { ...rendered, ...playEmbed(controller), rerender, controller, controllers, subscribe };
}

const PAYLOADS: { [N in keyof EventPayloads]: EventPayloads[N] } = {
  ready: { embedTenant: 'acme', deploymentId: null, mode: 'signed', surface: 'dashboard' },
  view: { surface: 'dashboard', path: '/embed/dashboard/pub-1' },
  navigate: { path: '/embed/dashboard/pub-1/orders' },
  'dashboard-loaded': { publicId: 'pub-1', widgetCount: 4 },
  download: { format: 'csv', target: 'widget', widgetId: 'w-1', rowCount: 10 },
  drilldown: { member: 'orders.status', value: 'shipped' },
  'ai-query': { query: 'revenue by month', status: 'submitted' },
  'session-expiring': { expiresAt: 1_900_000_000_000, expiresInMs: 60_000 },
  'session-expired': { expiredAt: 1_900_000_000_000 },
  error: { message: 'widget failed', fatal: false },
};

describe('event props', () => {
  it('are named on<Event> in camel case', () => {
    expect(EMBED_EVENT_NAMES.map(eventPropName)).toEqual([
      'onReady',
      'onView',
      'onNavigate',
      'onDashboardLoaded',
      'onDownload',
      'onDrilldown',
      'onAiQuery',
      'onSessionExpiring',
      'onSessionExpired',
      'onError',
    ]);
  });

  it.each(EMBED_EVENT_NAMES)('%s reaches its prop with the payload and the envelope', async (name) => {
    const handler = vi.fn();
    const { emit } = await playedEmbed({ [eventPropName(name)]: handler } as EmbedEventProps);
    await emit(name, PAYLOADS[name]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(
      PAYLOADS[name],
      expect.objectContaining({ type: `svc:event:${name}`, surface: 'dashboard' }),
    );
  });

  it('a new handler takes effect without resubscribing or re-embedding', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const embed = await playedEmbed({ onDownload: first });
    const subscriptions = embed.subscribe.mock.calls.length;
    await embed.rerender({ onDownload: second });
    await embed.emit('download', PAYLOADS.download);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(PAYLOADS.download, expect.anything());
    expect(embed.subscribe.mock.calls.length).toBe(subscriptions);
    expect(embed.controllers.all()).toHaveLength(1);
  });

  it('subscribes once per controller, one handler per event', async () => {
    const embed = await playedEmbed();
    const names = (embed.subscribe.mock.calls as unknown as [string][]).map(([name]) => name);
    // And 'renewal', once: the lifecycle's subscription to the renewal's steps.
    expect(names).toEqual([...EMBED_EVENT_NAMES, 'renewal']);
  });

  it('a throwing handler does not break the tree; onDiagnostic hears of it', async () => {
    const onDiagnostic = vi.fn();
    const embed = await playedEmbed({
      onReady: () => {
        throw new Error('host bug');
      },
      onDiagnostic,
    });
    await embed.ready();
    expect(onDiagnostic).toHaveBeenCalledWith(expect.objectContaining({ reason: 'handler-threw' }));
    expect(embed.controller.isReady).toBe(true);
  });
});

describe('onDiagnostic and onRenewal', () => {
  it('onDiagnostic is the latest prop', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const embed = await playedEmbed({ onDiagnostic: first });
    await embed.rerender({ onDiagnostic: second });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: {}, origin: TENANT, source: window }));
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ reason: 'wrong-source' }));
  });

  it('onRenewal hears each step of a renewal', async () => {
    const onRenewal = vi.fn();
    const embed = await playedEmbed({ mintSession: async () => 'renewed', onRenewal });
    await embed.ready();
    await embed.emit('session-expiring', PAYLOADS['session-expiring']);
    await settle();
    expect(onRenewal.mock.calls.map(([update]) => update.phase)).toEqual(['minting', 'sent']);
  });
});

describe('EmbedEventProps', () => {
  // `satisfies` refuses a missing or an extra prop: the interface is written out, not mapped.
  const PROPS = {
    onReady: true,
    onView: true,
    onNavigate: true,
    onDashboardLoaded: true,
    onDownload: true,
    onDrilldown: true,
    onAiQuery: true,
    onSessionExpiring: true,
    onSessionExpired: true,
    onError: true,
  } satisfies Record<keyof EmbedEventProps, true>;

  it('has exactly one prop per embed event, the one eventPropName names', () => {
    expectTypeOf<keyof EmbedEventProps>().toEqualTypeOf<EventPropNames>();
    expect(EMBED_EVENT_NAMES.map(eventPropName).sort()).toEqual(Object.keys(PROPS).sort());
  });
});
