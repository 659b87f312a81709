// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD,
  iframes,
  playEmbed,
  renderEmbed,
  type SvcEmbedTestProps,
  watchControllers,
} from '../../test/support/react';
import { EmbedController, EmbedError } from '../host';
import type { SvcEmbedProps } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const THEME = { primaryColor: '#112233', backgroundColor: '#ffffff', textColor: '#000000' };
const BASE: SvcEmbedProps = {
  ...DASHBOARD,
  sessionId: 'session-1',
  colorScheme: 'light',
  theme: THEME,
  locale: 'en-US',
  timezone: 'UTC',
  filters: { 'orders.status': 'open' },
};

async function embedWith(props: Partial<SvcEmbedTestProps> = {}) {
  const controllers = watchControllers();
  const onEmbedError = vi.fn();
  const rendered = await renderEmbed({ ...BASE, onEmbedError, ...props });
  const iframe = iframes()[0];
  const src = iframe?.src;
  const expectSameIframe = () => {
    expect(iframes()).toEqual([iframe]);
    expect(iframe?.src).toBe(src);
    expect(controllers.all()).toHaveLength(1);
  };
  const rerender = (next: Partial<SvcEmbedTestProps>) =>
    rendered.rerender({ ...BASE, onEmbedError, ...next });
  return { ...rendered, controllers, onEmbedError, iframe, rerender, expectSameIframe };
}

describe('settings at creation', () => {
  it('puts locale, time zone and filters in the address and sends scheme and theme once ready', async () => {
    const setColorScheme = vi.spyOn(EmbedController.prototype, 'setColorScheme');
    const setTheme = vi.spyOn(EmbedController.prototype, 'setTheme');
    const { iframe } = await embedWith({ colorScheme: 'dark' });
    const query = new URL(iframe?.src ?? '').searchParams;
    expect(query.get('locale')).toBe('en-US');
    expect(query.get('timezone')).toBe('UTC');
    expect(query.get('f_orders.status')).toBe('"open"');
    expect(setColorScheme).toHaveBeenCalledWith('dark');
    expect(setTheme).toHaveBeenCalledWith(THEME);
  });
});

describe('a changed setting', () => {
  it.each([
    ['colorScheme', { colorScheme: 'dark' }, 'setColorScheme', ['dark']],
    [
      'theme',
      { theme: { ...THEME, primaryColor: '#ff0000' } },
      'setTheme',
      [{ ...THEME, primaryColor: '#ff0000' }],
    ],
    ['locale', { locale: 'de-DE' }, 'setLocale', ['de-DE']],
    ['timezone', { timezone: 'Asia/Tokyo' }, 'setTimezone', ['Asia/Tokyo']],
    ['filters', { filters: { 'orders.status': 'shipped' } }, 'setFilter', ['orders.status', 'shipped']],
  ] as const)('%s is sent as its action, without reloading', async (_label, change, method, args) => {
    const spy = vi.spyOn(EmbedController.prototype, method);
    const embed = await embedWith();
    spy.mockClear();
    await embed.rerender(change);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(...args);
    embed.expectSameIframe();
  });

  it('reaches the iframe window as an action once the embed is ready', async () => {
    const embed = await embedWith();
    const { ready, sent } = playEmbed(embed.controllers.all()[0] as EmbedController);
    await ready();
    await embed.rerender({ locale: 'de-DE', colorScheme: 'dark' });
    expect(sent().slice(-2)).toEqual([
      ['svc:action:set-color-scheme', { scheme: 'dark' }],
      ['svc:action:set-locale', { locale: 'de-DE' }],
    ]);
  });

  it('sends nothing when it goes back to undefined (no action unsets it)', async () => {
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const embed = await embedWith();
    await embed.rerender({ locale: undefined });
    expect(setLocale).not.toHaveBeenCalled();
    embed.expectSameIframe();
  });
});

describe('filters', () => {
  it('sends added and changed members, and null for removed ones', async () => {
    const setFilter = vi.spyOn(EmbedController.prototype, 'setFilter');
    const embed = await embedWith({ filters: { 'orders.status': 'open', 'orders.region': ['EU'] } });
    await embed.rerender({ filters: { 'orders.region': ['EU', 'US'], 'orders.channel': { value: 'web' } } });
    expect(setFilter.mock.calls).toEqual([
      ['orders.region', ['EU', 'US']],
      ['orders.channel', { value: 'web' }],
      ['orders.status', null],
    ]);
    setFilter.mockClear();
    await embed.rerender({ filters: undefined });
    expect(setFilter.mock.calls).toEqual([
      ['orders.region', null],
      ['orders.channel', null],
    ]);
    embed.expectSameIframe();
  });
});

describe('invalid values', () => {
  it('an offset time zone is reported, not thrown, and the other changes still go out', async () => {
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    const embed = await embedWith();
    await embed.rerender({ timezone: '+02:00', locale: 'de-DE' });
    expect(embed.onEmbedError).toHaveBeenCalledTimes(1);
    expect(embed.onEmbedError.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(embed.onEmbedError.mock.calls[0]?.[0]).toBeInstanceOf(EmbedError);
    expect(setLocale).toHaveBeenCalledWith('de-DE');
    embed.expectSameIframe();
    await embed.rerender({ timezone: '+02:00', locale: 'de-DE' });
    expect(embed.onEmbedError).toHaveBeenCalledTimes(1);
  });

  it('an invalid value at creation is reported; fixing it creates the embed', async () => {
    const embed = await embedWith({ timezone: 'UTC+3' });
    expect(iframes()).toHaveLength(0);
    expect(embed.onEmbedError).toHaveBeenCalledWith(expect.any(EmbedError));
    await embed.rerender({ timezone: 'UTC+3', locale: 'fr-FR' });
    expect(iframes()).toHaveLength(0);
    expect(embed.onEmbedError).toHaveBeenCalledTimes(2);
    await embed.rerender({ timezone: 'Europe/Paris' });
    expect(iframes()).toHaveLength(1);
    expect(iframes()[0]?.src).toContain('timezone=Europe%2FParis');
    expect(embed.onEmbedError).toHaveBeenCalledTimes(2);
  });

  it('go to console.error without onEmbedError', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEmbed({ ...DASHBOARD, locale: 'not a locale!' });
    expect(consoleError).toHaveBeenCalledWith(expect.any(EmbedError));
  });
});
