// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import { type EmbedController, EmbedError } from '../host';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('actions', () => {
  it('are queued until ready, then sent in order to the tenant origin', () => {
    const { controller, ready, sent } = mountController({ colorScheme: 'dark' });
    controller.setLocale('fr-FR');
    controller.setFilter('orders.status', { value: 'USA' });
    controller.navigate('/embed/dashboard/pub-2');
    controller.refresh();
    expect(sent()).toEqual([]);
    ready();
    expect(sent()).toEqual([
      ['svc:action:set-color-scheme', { scheme: 'dark' }],
      ['svc:action:set-locale', { locale: 'fr-FR' }],
      ['svc:action:set-filter', { filterUrlParameter: 'f_orders.status={"value":"USA"}' }],
      ['svc:action:navigate', { path: '/embed/dashboard/pub-2' }],
      ['svc:action:refresh', {}],
    ]);
  });

  it('are sent at once after ready', () => {
    const { controller, ready, sent } = mountController();
    ready();
    controller.setTimezone('Asia/Tokyo');
    controller.setTheme({ primaryColor: '#ff0000', borderRadius: 4 });
    controller.setSession('next-session');
    expect(sent()).toEqual([
      ['svc:action:set-timezone', { timezone: 'Asia/Tokyo' }],
      ['svc:action:set-theme', { primaryColor: '#ff0000', borderRadius: 4 }],
      ['svc:action:set-session', { sessionId: 'next-session' }],
    ]);
  });

  it.each<[string, (c: EmbedController) => void]>([
    ['a bare offset time zone', (c) => c.setTimezone('+02:00')],
    ['a UTC+3 time zone', (c) => c.setTimezone('UTC+3')],
    ['an invalid locale', (c) => c.setLocale('en_US')],
    ['an unknown color scheme', (c) => c.setColorScheme('sepia' as never)],
    ['a filter member without view', (c) => c.setFilter('status', 'x')],
    ['an undefined filter value', (c) => c.setFilter('orders.status', undefined as never)],
    ['navigation off the tenant', (c) => c.navigate('https://evil.example/')],
    ['a theme smuggling CSS', (c) => c.setTheme({ font: 'x;}body{display:none' })],
    ['an empty session id', (c) => c.setSession('')],
  ])('refuse %s with an error and send nothing', (_label, act) => {
    const { controller, ready, sent } = mountController();
    ready();
    expect(() => act(controller)).toThrow(/payload|filter/);
    expect(sent()).toEqual([]);
  });

  it.each<[string, (c: EmbedController) => void, string]>([
    [
      'setTimezone',
      (c) => c.setTimezone('+02:00'),
      "timezone must be an IANA time zone name such as Europe/Paris, got '+02:00'",
    ],
    ['setLocale', (c) => c.setLocale('en_US'), "locale must be a BCP 47 language tag, got 'en_US'"],
    [
      'setColorScheme',
      (c) => c.setColorScheme('sepia' as never),
      `scheme must be "light" or "dark" or "auto", got 'sepia'`,
    ],
    [
      'navigate',
      (c) => c.navigate('/../api'),
      "path must be a path in the embed: one leading /, no . or .. segment, no spaces or backslashes, got '/../api'",
    ],
    [
      'setSession',
      (c) => c.setSession(''),
      'sessionId must be 1 to 512 URL-safe characters (letters, digits, . _ ~ -), got an empty string',
    ],
    [
      'setTheme',
      (c) => c.setTheme({ borderRadius: -1 }),
      'borderRadius must be 0-1000 (px) or a CSS length, got -1',
    ],
    [
      'setFilter',
      (c) => c.setFilter('status', 'x'),
      'filter member must be <view>.<dimension>, got "status"',
    ],
  ])('%s throws EmbedError invalid-argument naming the field and the value', (_method, act, message) => {
    const { controller, ready } = mountController();
    ready();
    let thrown: unknown;
    try {
      act(controller);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EmbedError);
    expect(thrown).toMatchObject({ code: 'invalid-argument' });
    expect((thrown as Error).message).toContain(message);
    // No regex source and no zod issue code in what a developer reads.
    expect((thrown as Error).message).not.toMatch(/invalid_|\[A-Za-z|\(\?|\$\//);
  });

  it('re-applies scheme, theme, locale and time zone when a reloaded iframe says ready again', () => {
    const { controller, ready, sent, embedWindow } = mountController({ theme: { primaryColor: 'navy' } });
    controller.setColorScheme('light');
    controller.setColorScheme('dark');
    controller.setLocale('de');
    ready();
    controller.setTimezone('UTC');
    controller.setFilter('orders.status', 'x');
    controller.navigate('/x');
    embedWindow.postMessage.mockClear();
    ready();
    expect(sent()).toEqual([
      ['svc:action:set-theme', { primaryColor: 'navy' }],
      ['svc:action:set-color-scheme', { scheme: 'dark' }],
      ['svc:action:set-locale', { locale: 'de' }],
      ['svc:action:set-timezone', { timezone: 'UTC' }],
    ]);
  });

  it('throw a typed error after destroy and post nothing', () => {
    const { controller, ready, sent } = mountController();
    ready();
    controller.destroy();
    expect(() => controller.refresh()).toThrow(expect.objectContaining({ code: 'destroyed' }));
    expect(sent()).toEqual([]);
  });
});
