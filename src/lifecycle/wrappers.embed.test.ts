// @vitest-environment happy-dom
// The behaviour table, part 2: the live embed. Every row runs against React, Vue and the element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes, playEmbedIn, TENANT } from '../../test/support/host';
import { type MountedWrapper, WRAPPER_ADAPTERS, type WrapperOptions } from '../../test/support/wrappers';
import { EmbedController, EmbedError } from '../host';

const THEME = { primaryColor: '#112233' };
const SETTINGS: WrapperOptions = {
  ...DASHBOARD,
  sessionId: 'session-1',
  colorScheme: 'light',
  theme: THEME,
  locale: 'en-US',
  timezone: 'UTC',
  filters: { 'orders.status': 'open' },
  title: 'Sales',
};

/** The live embed's iframe, played (see `playEmbedIn`), and a check that it was neither replaced nor reloaded. */
function liveIframe(embed: MountedWrapper) {
  const controller = embed.controller();
  if (!controller) throw new Error('no live embed');
  const { iframe } = controller;
  const src = iframe.src;
  const played = playEmbedIn(iframe);
  const expectSameIframe = () => {
    expect(controller.destroyed).toBe(false);
    expect(embed.controller()).toBe(controller);
    expect(iframes()).toEqual([iframe]);
    expect(iframe.src).toBe(src);
  };
  return { ...played, iframe, controller, expectSameIframe };
}

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each<[string, Partial<WrapperOptions>, [string, unknown][]]>([
    ['colorScheme', { colorScheme: 'dark' }, [['svc:action:set-color-scheme', { scheme: 'dark' }]]],
    [
      'theme',
      { theme: { primaryColor: '#ff0000' } },
      [['svc:action:set-theme', { primaryColor: '#ff0000' }]],
    ],
    ['locale', { locale: 'de-DE' }, [['svc:action:set-locale', { locale: 'de-DE' }]]],
    ['timezone', { timezone: 'Asia/Tokyo' }, [['svc:action:set-timezone', { timezone: 'Asia/Tokyo' }]]],
    [
      'filters',
      { filters: { 'orders.region': ['EU'] } },
      [
        ['svc:action:set-filter', { filterUrlParameter: 'f_orders.region=["EU"]' }],
        ['svc:action:set-filter', { filterUrlParameter: 'f_orders.status=null' }],
      ],
    ],
    ['title', { title: 'Revenue' }, []],
  ])('a new %s reaches the live embed without reloading it', async (_label, change, actions) => {
    const embed = await adapter.mount(SETTINGS);
    const live = liveIframe(embed);
    live.ready();
    const before = live.sent().length;
    await embed.update({ ...SETTINGS, ...change });
    await embed.update({ ...SETTINGS, ...structuredClone(change) });
    expect(live.sent().slice(before)).toEqual(actions);
    expect(live.iframe.title).toBe(change.title ?? 'Sales');
    live.expectSameIframe();
    expect(embed.errors).toEqual([]);
  });

  it('an identity change destroys the embed and opens a new one with the settings of the moment', async () => {
    const embed = await adapter.mount(DASHBOARD);
    const first = embed.controller();
    await embed.update({ ...DASHBOARD, publicId: 'pub-2', locale: 'de-DE' });
    expect(first?.destroyed).toBe(true);
    expect(iframes().map((iframe) => iframe.src)).toEqual([`${TENANT}/embed/dashboard/pub-2?locale=de-DE`]);
    expect(embed.controller()?.iframe).toBe(iframes()[0]);
  });

  it('a ready that never comes is reported through the error channel, once; the embed stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const embed = await adapter.mount({ ...DASHBOARD, readyTimeoutMs: 1_000 });
    const live = liveIframe(embed);
    await vi.advanceTimersByTimeAsync(999);
    expect(embed.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await adapter.settle();
    expect(embed.errors).toEqual([expect.objectContaining({ code: 'ready-timeout' })]);
    expect(embed.errors[0]).toBeInstanceOf(EmbedError);
    live.expectSameIframe();
  });

  it('an invalid setting on a live embed is reported once; the other changes go out, same iframe', async () => {
    const embed = await adapter.mount(SETTINGS);
    const live = liveIframe(embed);
    live.ready();
    await embed.update({ ...SETTINGS, timezone: '+02:00', locale: 'de-DE' });
    await embed.update({ ...SETTINGS, timezone: '+02:00', locale: 'de-DE' });
    expect(embed.errors).toHaveLength(1);
    expect(live.sent().at(-1)).toEqual(['svc:action:set-locale', { locale: 'de-DE' }]);
    live.expectSameIframe();
  });

  it('an invalid setting at creation is reported and embeds nothing; fixing it embeds', async () => {
    const embed = await adapter.mount({ ...DASHBOARD, timezone: 'UTC+3' });
    expect(iframes()).toEqual([]);
    expect(embed.errors).toEqual([expect.objectContaining({ code: 'invalid-options' })]);
    await embed.update({ ...DASHBOARD, timezone: 'Europe/Paris' });
    expect(iframes().map((iframe) => iframe.src)).toEqual([
      `${TENANT}/embed/dashboard/pub-1?timezone=Europe%2FParis`,
    ]);
    expect(embed.errors).toHaveLength(1);
  });

  it('unmounting destroys the embed and its iframe, and reports nothing', async () => {
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const embed = await adapter.mount({ ...DASHBOARD, sessionId: 'session-1' });
    const controller = embed.controller();
    await embed.unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(controller?.destroyed).toBe(true);
    expect(iframes()).toEqual([]);
    expect(embed.errors).toEqual([]);
  });
});
