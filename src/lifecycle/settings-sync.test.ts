import { describe, expect, it, vi } from 'vitest';
import type { EmbedController } from '../host';
import { type EmbedSettings, SettingsSync } from './settings-sync';

const cyclic = (): never => {
  const value: Record<string, unknown> = {};
  value.self = value;
  return value as never;
};

/**
 * A controller that records its calls as `[method, ...args]`. Like the real one, it refuses an
 * offset time zone and a filter value JSON cannot hold.
 */
function recordingController() {
  const calls: unknown[][] = [];
  const record =
    (method: string, refuse: (...args: unknown[]) => boolean = () => false) =>
    (...args: unknown[]) => {
      if (refuse(...args)) throw new TypeError(`${method} refused ${String(args.at(-1))}`);
      calls.push([method, ...args]);
    };
  const controller = {
    setColorScheme: record('setColorScheme'),
    setTheme: record('setTheme'),
    setLocale: record('setLocale'),
    setTimezone: record('setTimezone', (timezone) => String(timezone).startsWith('+')),
    setFilter: record('setFilter', (_member, value) => {
      try {
        JSON.stringify(value);
        return false;
      } catch {
        return true;
      }
    }),
  } as unknown as EmbedController;
  return { controller, calls };
}

/** A sync made with `initial`, the calls its constructor made, and what it reported. */
function syncFrom(initial: EmbedSettings) {
  const { controller, calls } = recordingController();
  const fail = vi.fn();
  const sync = new SettingsSync(controller, initial, fail);
  const made = calls.splice(0);
  return { sync, calls, made, fail };
}

/** The calls that take an embed whose settings were `before` to `after`. */
function callsFor(before: EmbedSettings, after: EmbedSettings): unknown[][] {
  const { sync, calls } = syncFrom({});
  sync.apply(before);
  calls.length = 0;
  sync.apply(after);
  return calls;
}

const THEME = { primaryColor: '#112233' };

describe('SettingsSync.apply', () => {
  it.each<[string, EmbedSettings, EmbedSettings, unknown[][]]>([
    [
      'a changed color scheme',
      { colorScheme: 'light' },
      { colorScheme: 'dark' },
      [['setColorScheme', 'dark']],
    ],
    [
      'a changed theme',
      { theme: THEME },
      { theme: { primaryColor: '#ff0000' } },
      [['setTheme', { primaryColor: '#ff0000' }]],
    ],
    ['a first theme', {}, { theme: THEME }, [['setTheme', THEME]]],
    ['a changed locale', { locale: 'en-US' }, { locale: 'de-DE' }, [['setLocale', 'de-DE']]],
    ['a changed time zone', { timezone: 'UTC' }, { timezone: 'Asia/Tokyo' }, [['setTimezone', 'Asia/Tokyo']]],
    [
      'several changes, in a fixed order',
      { locale: 'en', timezone: 'UTC', colorScheme: 'light' },
      { timezone: 'Europe/Paris', locale: 'fr', colorScheme: 'auto' },
      [
        ['setColorScheme', 'auto'],
        ['setLocale', 'fr'],
        ['setTimezone', 'Europe/Paris'],
      ],
    ],
    [
      'nothing for equal values in new objects',
      {
        colorScheme: 'dark',
        theme: { ...THEME },
        locale: 'en',
        timezone: 'UTC',
        filters: { 'a.b': { x: [1] } },
      },
      {
        colorScheme: 'dark',
        theme: { ...THEME },
        locale: 'en',
        timezone: 'UTC',
        filters: { 'a.b': { x: [1] } },
      },
      [],
    ],
    [
      'nothing for settings that go back to undefined (no action unsets them)',
      { colorScheme: 'dark', theme: THEME, locale: 'en', timezone: 'UTC' },
      {},
      [],
    ],
    [
      'an added filter',
      {},
      { filters: { 'orders.status': 'shipped' } },
      [['setFilter', 'orders.status', 'shipped']],
    ],
    [
      'a changed filter, nested',
      { filters: { 'v.d': { x: [1] }, 'v.e': 1 } },
      { filters: { 'v.d': { x: [2] }, 'v.e': 1 } },
      [['setFilter', 'v.d', { x: [2] }]],
    ],
    [
      'added and changed members, then null for removed ones',
      { filters: { 'orders.status': 'open', 'orders.region': ['EU'] } },
      { filters: { 'orders.region': ['EU', 'US'], 'orders.channel': { value: 'web' } } },
      [
        ['setFilter', 'orders.region', ['EU', 'US']],
        ['setFilter', 'orders.channel', { value: 'web' }],
        ['setFilter', 'orders.status', null],
      ],
    ],
    [
      'null for every member when filters go',
      { filters: { 'a.b': 1, 'a.c': 2 } },
      {},
      [
        ['setFilter', 'a.b', null],
        ['setFilter', 'a.c', null],
      ],
    ],
    [
      'a member set to null explicitly',
      { filters: { 'a.b': 1 } },
      { filters: { 'a.b': null } },
      [['setFilter', 'a.b', null]],
    ],
    ['a null member kept', { filters: { 'a.b': null } }, { filters: { 'a.b': null } }, []],
    [
      'an undefined member as a removed one',
      { filters: { 'a.b': 1 } },
      { filters: { 'a.b': undefined as never } },
      [['setFilter', 'a.b', null]],
    ],
    [
      'an own __proto__ member',
      {},
      { filters: JSON.parse('{"__proto__": 1}') },
      [['setFilter', '__proto__', 1]],
    ],
    [
      'a removed __proto__ member',
      { filters: JSON.parse('{"__proto__": 1}') },
      {},
      [['setFilter', '__proto__', null]],
    ],
    ['a constructor member', {}, { filters: { constructor: 1 } }, [['setFilter', 'constructor', 1]]],
    [
      'a removed constructor member',
      { filters: { constructor: 1 } },
      { filters: {} },
      [['setFilter', 'constructor', null]],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(callsFor(before, after)).toEqual(expected);
  });

  it('sends nothing for a setting back to undefined and then to the value the embed still has', () => {
    const { sync, calls } = syncFrom({ locale: 'en-US', colorScheme: 'dark' });
    sync.apply({});
    sync.apply({ locale: 'en-US', colorScheme: 'dark' });
    expect(calls).toEqual([]);
    sync.apply({ locale: 'fr-FR' });
    expect(calls).toEqual([['setLocale', 'fr-FR']]);
  });

  it('passes the value itself to the controller, not a copy', () => {
    const value = { value: 'x' };
    const { sync, calls } = syncFrom({});
    sync.apply({ theme: THEME, filters: { 'a.b': value } });
    expect(calls[0]?.[1]).toBe(THEME);
    expect(calls[1]?.[2]).toBe(value);
  });

  it('reports a refused value, still sends the others, and does not report it again', () => {
    const { sync, calls, fail } = syncFrom({ timezone: 'UTC' });
    sync.apply({ timezone: '+02:00', locale: 'de-DE' });
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
    expect(calls).toEqual([['setLocale', 'de-DE']]);
    sync.apply({ timezone: '+02:00', locale: 'de-DE', colorScheme: 'dark' });
    expect(fail).toHaveBeenCalledTimes(1);
    sync.apply({ timezone: 'Europe/Paris' });
    expect(calls.at(-1)).toEqual(['setTimezone', 'Europe/Paris']);
  });

  it('reports a value JSON cannot hold once, not on every apply', () => {
    const { sync, calls, fail } = syncFrom({});
    sync.apply({ filters: { 'a.b': cyclic(), 'a.c': 1 } });
    sync.apply({ filters: { 'a.b': cyclic(), 'a.c': 1 } });
    expect(fail).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([['setFilter', 'a.c', 1]]);
  });
});

describe('new SettingsSync', () => {
  it('sends the color scheme and theme, not what is already in the address', () => {
    const { made } = syncFrom({
      colorScheme: 'dark',
      theme: THEME,
      locale: 'en-US',
      timezone: 'UTC',
      filters: { 'orders.status': 'open' },
    });
    expect(made).toEqual([
      ['setColorScheme', 'dark'],
      ['setTheme', THEME],
    ]);
  });

  it('counts the initial locale, time zone and filters as sent', () => {
    const { sync, calls } = syncFrom({ locale: 'en-US', timezone: 'UTC', filters: { 'a.b': 1 } });
    sync.apply({ locale: 'en-US', timezone: 'UTC', filters: { 'a.b': 1 } });
    expect(calls).toEqual([]);
    sync.apply({});
    expect(calls).toEqual([['setFilter', 'a.b', null]]);
  });

  it('reports a refused initial value instead of throwing', () => {
    const { controller } = recordingController();
    const refused = new TypeError('no theme');
    controller.setTheme = () => {
      throw refused;
    };
    const fail = vi.fn();
    expect(() => new SettingsSync(controller, { theme: THEME }, fail)).not.toThrow();
    expect(fail.mock.calls).toEqual([[refused]]);
  });
});
