// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ATTRIBUTES, iframesOf, mountElement, settle, TENANT } from '../../test/support/element';
import { EmbedController, EmbedError } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A live dashboard embed, and proof afterwards that its iframe was neither replaced nor reloaded. */
async function liveEmbed(attributes: Record<string, string> = {}) {
  const mounted = await mountElement({ ...DASHBOARD_ATTRIBUTES, ...attributes });
  const { controller } = mounted.element;
  const src = controller?.iframe.src;
  const destroy = vi.spyOn(controller as EmbedController, 'destroy');
  const expectSameIframe = () => {
    expect(destroy).not.toHaveBeenCalled();
    expect(mounted.element.controller).toBe(controller);
    expect(iframesOf(mounted.element)).toEqual([controller?.iframe]);
    expect(controller?.iframe.src).toBe(src);
  };
  return { ...mounted, expectSameIframe };
}

describe('a setting change on a live embed', () => {
  it.each([
    ['color-scheme', 'dark', 'setColorScheme', 'dark'],
    ['locale', 'de-DE', 'setLocale', 'de-DE'],
    ['timezone', 'Asia/Tokyo', 'setTimezone', 'Asia/Tokyo'],
  ] as const)('of %s sends one %s action, same iframe', async (attribute, value, method, argument) => {
    const { element, expectSameIframe } = await liveEmbed();
    const action = vi.spyOn(EmbedController.prototype, method);
    element.setAttribute(attribute, value);
    await settle();
    expect(action.mock.calls).toEqual([[argument]]);
    expectSameIframe();
  });

  it('of theme (a property) sends setTheme, compared by value', async () => {
    const { element, expectSameIframe } = await liveEmbed();
    const setTheme = vi.spyOn(EmbedController.prototype, 'setTheme');
    element.theme = { primaryColor: '#ff0000' };
    await settle();
    element.theme = { primaryColor: '#ff0000' };
    await settle();
    expect(setTheme.mock.calls).toEqual([[{ primaryColor: '#ff0000' }]]);
    expectSameIframe();
  });

  it('to the value the embed already has sends nothing', async () => {
    const { element, expectSameIframe } = await liveEmbed({ locale: 'fr-CA', 'color-scheme': 'dark' });
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const setColorScheme = vi.spyOn(EmbedController.prototype, 'setColorScheme');
    element.locale = 'de-DE';
    element.locale = 'fr-CA';
    element.colorScheme = 'dark';
    element.removeAttribute('timezone');
    await settle();
    expect(setLocale).not.toHaveBeenCalled();
    expect(setColorScheme).not.toHaveBeenCalled();
    expectSameIframe();
  });

  it('of title retitles the iframe, same iframe', async () => {
    const { element, expectSameIframe } = await liveEmbed({ title: 'Sales' });
    expect(element.controller?.iframe.title).toBe('Sales');
    element.title = 'Revenue';
    await settle();
    expect(element.controller?.iframe.title).toBe('Revenue');
    expectSameIframe();
  });

  it('reaches the embed as posted actions once it is ready', async () => {
    const { element, ready, posted } = await liveEmbed({ 'color-scheme': 'light' });
    element.colorScheme = 'dark';
    await settle();
    ready();
    expect(posted()).toEqual([
      ['svc:action:set-color-scheme', { scheme: 'light' }],
      ['svc:action:set-color-scheme', { scheme: 'dark' }],
    ]);
  });
});

describe('settings at creation', () => {
  it('put locale, time zone and filters in the address, and send scheme and theme as actions', async () => {
    const setColorScheme = vi.spyOn(EmbedController.prototype, 'setColorScheme');
    const setTheme = vi.spyOn(EmbedController.prototype, 'setTheme');
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'color-scheme': 'auto', timezone: 'UTC' },
      { theme: { textColor: '#111111' }, filters: { 'orders.status': 'shipped' } },
    );
    expect(element.controller?.iframe.src).toBe(
      `${TENANT}/embed/dashboard/pub-1?timezone=UTC&f_orders.status=%22shipped%22`,
    );
    expect(setColorScheme.mock.calls).toEqual([['auto']]);
    expect(setTheme.mock.calls).toEqual([[{ textColor: '#111111' }]]);
    expect(setFilter).not.toHaveBeenCalled();
  });
});

describe('the filters property', () => {
  it('sets added and changed members, clears removed ones, leaves equal ones alone', async () => {
    const { element, expectSameIframe } = await liveEmbed();
    element.filters = { 'orders.status': 'shipped', 'orders.country': ['FR'] };
    await settle();
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    element.filters = { 'orders.country': ['FR'], 'orders.channel': { value: 'web' } };
    await settle();
    expect(setFilter.mock.calls).toEqual([
      ['orders.channel', { value: 'web' }],
      ['orders.status', null],
    ]);
    setFilter.mockClear();
    element.filters = null;
    await settle();
    expect(setFilter.mock.calls).toEqual([
      ['orders.country', null],
      ['orders.channel', null],
    ]);
    expectSameIframe();
  });
});

describe('an invalid value', () => {
  it.each([
    ['timezone', '+02:00'],
    ['locale', 'not a locale!'],
    ['color-scheme', 'purple'],
  ])('of %s on a live embed is an svc-embed-error, never a throw', async (attribute, value) => {
    const { element, events, expectSameIframe } = await liveEmbed();
    expect(() => element.setAttribute(attribute, value)).not.toThrow();
    await settle();
    expect(events.map((event) => event.type)).toEqual(['svc-embed-error']);
    expect(events[0]?.detail).toBeInstanceOf(Error);
    expectSameIframe();
  });

  it('of a filter member is an svc-embed-error; the valid members still apply', async () => {
    const { element, events } = await liveEmbed();
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    element.filters = { status: 'x', 'orders.status': 'shipped' };
    await settle();
    expect(events.map((event) => event.type)).toEqual(['svc-embed-error']);
    expect(setFilter).toHaveBeenLastCalledWith('orders.status', 'shipped');
  });

  it('at creation is an svc-embed-error and no embed; fixing it creates the embed', async () => {
    const { element, events } = await mountElement({ ...DASHBOARD_ATTRIBUTES, timezone: '+02:00' });
    expect(element.controller).toBeNull();
    expect(iframesOf(element)).toHaveLength(0);
    expect(events.map((event) => event.type)).toEqual(['svc-embed-error']);
    expect(events[0]?.detail).toBeInstanceOf(EmbedError);
    element.timezone = 'Europe/Paris';
    await settle();
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1?timezone=Europe%2FParis`);
  });
});

describe('reflection', () => {
  it('maps properties to attributes and back', async () => {
    const { element } = await liveEmbed({ 'deployment-id': '42', 'allow-export': 'false' });
    expect(element.deploymentId).toBe(42);
    expect(element.allowExport).toBe(false);
    element.setAttribute('allow-export', 'true');
    expect(element.allowExport).toBe(true);
    element.readyTimeoutMs = 5000;
    element.allowExport = false;
    element.locale = null;
    expect(element.getAttribute('ready-timeout-ms')).toBe('5000');
    expect(element.hasAttribute('allow-export')).toBe(false);
    expect(element.hasAttribute('locale')).toBe(false);
    expect(element.publicId).toBe('pub-1');
  });
});
