// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, reactive, ref } from 'vue';
import { DASHBOARD, iframes, TENANT, theIframe } from '../../test/support/vue';
import { EmbedController } from '../host';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ACTIONS = [
  'setColorScheme',
  'setTheme',
  'setLocale',
  'setTimezone',
  'setFilter',
  'setSession',
] as const;

function spyOnActions() {
  return ACTIONS.map((name) => vi.spyOn(EmbedController.prototype, name));
}

describe('rendering', () => {
  it('creates one iframe inside its placeholder, with settings in the address', () => {
    const { container } = render(SvcEmbed, {
      props: {
        ...DASHBOARD,
        locale: 'fr-CA',
        timezone: 'Europe/Paris',
        filters: { 'orders.status': 'shipped' },
      },
    });
    const iframe = theIframe();
    expect(iframe.parentElement).toBe(container.firstElementChild);
    expect(iframe.src).toBe(
      `${TENANT}/embed/dashboard/pub-1?timezone=Europe%2FParis&locale=fr-CA&f_orders.status=%22shipped%22`,
    );
  });

  it('passes title and allowExport to the iframe', () => {
    render(SvcEmbed, { props: { ...DASHBOARD, allowExport: true, title: 'Sales' } });
    expect(theIframe().src).toBe(`${TENANT}/embed/dashboard/pub-1?allowExport=true`);
    expect(theIframe().title).toBe('Sales');
  });

  it('passes attributes such as class to the placeholder', () => {
    const { container } = render(SvcEmbed, { props: DASHBOARD, attrs: { class: 'embed-frame' } });
    expect(container.firstElementChild?.className).toBe('embed-frame');
  });
});

describe('re-rendering the parent', () => {
  it('100 times with equal props (new objects and functions each time) keeps the iframe and sends nothing', async () => {
    const actions = spyOnActions();
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const renders = ref(0);
    const Parent = defineComponent(
      () => () =>
        h('section', [
          h('output', renders.value),
          h(SvcEmbed, {
            ...DASHBOARD,
            sessionId: 'session-1',
            mintSession: () => Promise.resolve('session-2'),
            colorScheme: 'dark',
            theme: { primaryColor: '#ff0000', borderRadius: 4 },
            locale: 'de-DE',
            timezone: 'UTC',
            filters: { 'orders.status': { value: 'shipped' } },
            renewal: { maxAttempts: 3 },
          }),
        ]),
    );
    const { container } = render(Parent);
    const iframe = theIframe();
    const src = iframe.src;
    const initialActions = actions.map((spy) => spy.mock.calls.length);

    for (let i = 0; i < 100; i += 1) {
      renders.value += 1;
      await nextTick();
    }

    expect(container.querySelector('output')?.textContent).toBe('100');
    expect(theIframe()).toBe(iframe);
    expect(iframe.src).toBe(src);
    expect(actions.map((spy) => spy.mock.calls.length)).toEqual(initialActions);
    expect(destroy).not.toHaveBeenCalled();
  });
});

describe('settings', () => {
  it.each([
    ['colorScheme', 'light', 'dark', 'setColorScheme', ['dark']],
    [
      'theme',
      { primaryColor: '#000000' },
      { primaryColor: '#ff0000' },
      'setTheme',
      [{ primaryColor: '#ff0000' }],
    ],
    ['locale', 'en-US', 'de-DE', 'setLocale', ['de-DE']],
    ['timezone', 'UTC', 'Asia/Tokyo', 'setTimezone', ['Asia/Tokyo']],
  ] as const)('a new %s sends its action and keeps the iframe', async (prop, before, after, action, args) => {
    const spy = vi.spyOn(EmbedController.prototype, action);
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, [prop]: before } });
    const iframe = theIframe();
    const src = iframe.src;
    spy.mockClear();

    await rerender({ [prop]: after });

    expect(spy.mock.calls).toEqual([args]);
    expect(theIframe()).toBe(iframe);
    expect(iframe.src).toBe(src);
  });

  it('an unset setting sends nothing and setting it again sends it', async () => {
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, locale: 'de-DE' } });
    await rerender({ locale: undefined });
    expect(setLocale).not.toHaveBeenCalled();
    await rerender({ locale: 'fr-FR' });
    expect(setLocale.mock.calls).toEqual([['fr-FR']]);
  });

  it('filters: sets added and changed members, clears removed ones with null, ignores equal copies', async () => {
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    const { rerender } = render(SvcEmbed, {
      props: { ...DASHBOARD, filters: { 'orders.status': 'shipped', 'orders.country': ['FR'] } },
    });
    const iframe = theIframe();

    await rerender({ filters: { 'orders.status': 'shipped', 'orders.country': ['FR'] } });
    expect(setFilter).not.toHaveBeenCalled();

    await rerender({ filters: { 'orders.country': ['FR', 'DE'], 'orders.year': 2024 } });
    expect(setFilter.mock.calls).toEqual([
      ['orders.country', ['FR', 'DE']],
      ['orders.year', 2024],
      ['orders.status', null],
    ]);

    setFilter.mockClear();
    await rerender({ filters: undefined });
    expect(setFilter.mock.calls).toEqual([
      ['orders.country', null],
      ['orders.year', null],
    ]);
    expect(theIframe()).toBe(iframe);
  });

  it('follows a reactive filters object mutated in place', async () => {
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    const filters = reactive<Record<string, string>>({ 'orders.status': 'shipped' });
    render(SvcEmbed, { props: { ...DASHBOARD, filters } });
    filters['orders.status'] = 'pending';
    await nextTick();
    expect(setFilter.mock.calls).toEqual([['orders.status', 'pending']]);
  });

  it('a new title renames the iframe without reloading it', async () => {
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, title: 'Sales' } });
    const iframe = theIframe();
    const src = iframe.src;
    await rerender({ title: 'Revenue' });
    expect(theIframe()).toBe(iframe);
    expect(iframe.title).toBe('Revenue');
    expect(iframe.src).toBe(src);
  });
});

describe('identity', () => {
  it.each([
    [
      'tenantUrl',
      { tenantUrl: 'https://other-tenant.example' },
      'https://other-tenant.example/embed/dashboard/pub-1',
    ],
    ['surface', { surface: 'chat' }, `${TENANT}/embed/chat`],
    ['publicId', { publicId: 'pub-2' }, `${TENANT}/embed/dashboard/pub-2`],
    ['allowExport', { allowExport: true }, `${TENANT}/embed/dashboard/pub-1?allowExport=true`],
  ] as const)('a new %s destroys the embed and creates a new iframe', async (_prop, change, src) => {
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const { rerender } = render(SvcEmbed, { props: DASHBOARD });
    const before = theIframe();

    await rerender(change);

    expect(destroy).toHaveBeenCalledTimes(1);
    expect(before.isConnected).toBe(false);
    expect(theIframe()).not.toBe(before);
    expect(theIframe().src).toBe(src);
  });

  it('recreates with the settings of the moment in the address', async () => {
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, locale: 'en-US' } });
    await rerender({ publicId: 'pub-2', locale: 'de-DE' });
    expect(theIframe().src).toBe(`${TENANT}/embed/dashboard/pub-2?locale=de-DE`);
    expect(setLocale).not.toHaveBeenCalled();
  });
});

describe('unmount', () => {
  it('destroys the controller and leaves no iframe', () => {
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const { unmount } = render(SvcEmbed, { props: DASHBOARD });
    const iframe = theIframe();
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(iframe.isConnected).toBe(false);
    expect(iframes()).toEqual([]);
  });

  it('exposes the controller to a template ref, and null after unmount', async () => {
    const embedRef = ref<{ controller: EmbedController | null } | null>(null);
    const shown = ref(true);
    render(defineComponent(() => () => (shown.value ? h(SvcEmbed, { ...DASHBOARD, ref: embedRef }) : null)));
    const controller = embedRef.value?.controller;
    expect(controller).toBeInstanceOf(EmbedController);
    expect(controller?.iframe).toBe(theIframe());
    shown.value = false;
    await nextTick();
    expect(controller?.destroyed).toBe(true);
  });
});
