import { describe, expect, it, vi } from 'vitest';
import type { EmbedController } from '../host';
import { type EmbedSettings, settingUpdates, snapshotSettings } from './settings';

/** The controller calls the updates from `before` to `after` make, as `[method, ...args]`. */
function callsFor(before: EmbedSettings, after: EmbedSettings): unknown[][] {
  const calls: unknown[][] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) =>
      calls.push([method, ...args]);
  const controller = {
    setColorScheme: record('setColorScheme'),
    setTheme: record('setTheme'),
    setLocale: record('setLocale'),
    setTimezone: record('setTimezone'),
    setFilter: record('setFilter'),
    iframe: {},
  } as unknown as EmbedController;
  for (const update of settingUpdates(snapshotSettings(before), snapshotSettings(after))) update(controller);
  return calls;
}

describe('settingUpdates', () => {
  it.each<[string, EmbedSettings, EmbedSettings, unknown[][]]>([
    [
      'nothing for equal values in new objects',
      { theme: { font: 'Inter' }, filters: { 'a.b': [1] } },
      { theme: { font: 'Inter' }, filters: { 'a.b': [1] } },
      [],
    ],
    ['a changed scheme', { colorScheme: 'light' }, { colorScheme: 'auto' }, [['setColorScheme', 'auto']]],
    [
      'a first theme',
      {},
      { theme: { primaryColor: '#123456' } },
      [['setTheme', { primaryColor: '#123456' }]],
    ],
    [
      'a changed locale and time zone',
      { locale: 'en', timezone: 'UTC' },
      { locale: 'fr', timezone: 'Europe/Paris' },
      [
        ['setLocale', 'fr'],
        ['setTimezone', 'Europe/Paris'],
      ],
    ],
    ['nothing for an unset setting', { locale: 'en', colorScheme: 'dark' }, {}, []],
    [
      'an added filter',
      {},
      { filters: { 'orders.status': 'shipped' } },
      [['setFilter', 'orders.status', 'shipped']],
    ],
    [
      'a changed filter',
      { filters: { 'a.b': { value: 1 } } },
      { filters: { 'a.b': { value: 2 } } },
      [['setFilter', 'a.b', { value: 2 }]],
    ],
    [
      'null for a removed filter',
      { filters: { 'a.b': 1, 'a.c': 2 } },
      { filters: { 'a.c': 2 } },
      [['setFilter', 'a.b', null]],
    ],
    ['null for every filter when filters go', { filters: { 'a.b': 1 } }, {}, [['setFilter', 'a.b', null]]],
    [
      'a filter set to null explicitly',
      { filters: { 'a.b': 1 } },
      { filters: { 'a.b': null } },
      [['setFilter', 'a.b', null]],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(callsFor(before, after)).toEqual(expected);
  });

  it('renames the iframe for a new title', () => {
    const iframe = { title: 'Old' };
    const updates = settingUpdates(snapshotSettings({ title: 'Old' }), snapshotSettings({ title: 'New' }));
    for (const update of updates) update({ iframe } as unknown as EmbedController);
    expect(iframe.title).toBe('New');
  });

  it('sees a value JSON cannot hold as unchanged after the first time, so it is reported once', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const first = snapshotSettings({ filters: { 'a.b': cyclic as never } });
    const again = snapshotSettings({ filters: { 'a.b': { ...cyclic } as never } });
    expect(settingUpdates(new Map(), first)).toHaveLength(1);
    expect(settingUpdates(first, again)).toHaveLength(0);
  });

  it('passes the value itself to the controller, not a copy', () => {
    const value = { value: 'x' };
    const setFilter = vi.fn();
    const [update] = settingUpdates(new Map(), snapshotSettings({ filters: { 'a.b': value } }));
    update?.({ setFilter } as unknown as EmbedController);
    expect(setFilter.mock.calls[0]?.[1]).toBe(value);
  });
});
