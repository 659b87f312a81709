// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/vue';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { DASHBOARD, iframes, playEmbed, READY, TENANT, theIframe } from '../../test/support/vue';
import type { EmbedEventName, EventPayloads } from '../host';
import { EmbedController, EmbedError } from '../host';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const EVENTS: { [N in EmbedEventName]?: EventPayloads[N] } = {
  ready: READY,
  view: { surface: 'dashboard', path: '/embed/dashboard/pub-1', publicId: 'pub-1' },
  navigate: { path: '/embed/dashboard/pub-1/orders', previousPath: '/embed/dashboard/pub-1' },
  'dashboard-loaded': { publicId: 'pub-1', widgetCount: 4, loadDurationMs: 120 },
  download: { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 10 },
  error: { message: 'widget failed', fatal: false },
};

describe('embed events', () => {
  it.each(Object.entries(EVENTS))('%s is emitted with its payload', (name, payload) => {
    const { emitted } = render(SvcEmbed, { props: DASHBOARD });
    playEmbed().emit(name as EmbedEventName, payload as never);
    expect(emitted(name)).toEqual([[payload]]);
  });

  it('reach on<Event> listeners given through h(), hyphenated names included', () => {
    const onReady = vi.fn();
    const onDashboardLoaded = vi.fn();
    render(defineComponent(() => () => h(SvcEmbed, { ...DASHBOARD, onReady, onDashboardLoaded })));
    const embed = playEmbed();
    embed.emit('ready', READY);
    embed.emit('dashboard-loaded', { widgetCount: 2 });
    expect(onReady).toHaveBeenCalledWith(READY);
    expect(onDashboardLoaded).toHaveBeenCalledWith({ widgetCount: 2 });
  });

  it('are typed: listeners get the payload type of their event', () => {
    type Props = InstanceType<typeof SvcEmbed>['$props'];
    type PayloadOf<Listener> = NonNullable<Listener> extends (payload: infer P) => unknown ? P : never;
    expectTypeOf<PayloadOf<Props['onDownload']>>().toEqualTypeOf<EventPayloads['download']>();
    expectTypeOf<PayloadOf<Props['onDashboard-loaded']>>().toEqualTypeOf<EventPayloads['dashboard-loaded']>();
    expectTypeOf<PayloadOf<Props['onEmbed-error']>>().toEqualTypeOf<unknown>();
    expectTypeOf<InstanceType<typeof SvcEmbed>['controller']>().toEqualTypeOf<EmbedController | null>();
  });

  it('from another origin are refused and told as a diagnostic', () => {
    const { emitted } = render(SvcEmbed, { props: DASHBOARD });
    playEmbed().deliver({ not: 'an envelope' }, { origin: 'https://evil.example' });
    expect(emitted('ready')).toBeUndefined();
    expect(emitted('diagnostic')).toEqual([[expect.objectContaining({ reason: 'wrong-origin' })]]);
  });
});

describe('embed-error', () => {
  it('an offset time zone at mount is reported and embeds nothing; correcting it embeds', async () => {
    const { emitted, rerender } = render(SvcEmbed, { props: { ...DASHBOARD, timezone: '+02:00' } });
    expect(emitted('embed-error')).toEqual([[expect.any(EmbedError)]]);
    expect(iframes()).toEqual([]);

    await rerender({ timezone: 'Europe/Paris' });
    expect(theIframe().src).toBe(`${TENANT}/embed/dashboard/pub-1?timezone=Europe%2FParis`);
  });

  it('an offset time zone on a live embed is reported; the iframe and other settings are kept', async () => {
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const { emitted, rerender } = render(SvcEmbed, { props: { ...DASHBOARD, timezone: 'UTC' } });
    const iframe = theIframe();

    await rerender({ timezone: 'GMT-5', locale: 'de-DE' });

    expect(emitted('embed-error')).toEqual([
      [expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' })],
    ]);
    expect((emitted('embed-error')[0] as unknown[])[0]).toBeInstanceOf(EmbedError);
    expect(setLocale).toHaveBeenCalledWith('de-DE');
    expect(theIframe()).toBe(iframe);
  });

  it('an invalid filter is reported once, not on every render', async () => {
    const { emitted, rerender } = render(SvcEmbed, { props: DASHBOARD });
    await rerender({ filters: { 'no-view': 'x' } });
    await rerender({ filters: { 'no-view': 'x' } });
    expect(emitted('embed-error')).toHaveLength(1);
  });
});
