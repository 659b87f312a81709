import { describe, expect, it } from 'vitest';
import { valueKey } from './options-key';

const THEME = { primaryColor: '#112233' };

const cyclic = (): unknown => {
  const value: Record<string, unknown> = {};
  value.self = value;
  return value;
};

describe('valueKey', () => {
  it.each<[string, unknown, unknown, boolean]>([
    [
      'equal values in new objects',
      { theme: { ...THEME }, filters: { 'a.b': [1] } },
      { theme: { ...THEME }, filters: { 'a.b': [1] } },
      true,
    ],
    [
      'a new function is no change',
      { locale: 'en', mint: () => 'a' },
      { locale: 'en', mint: () => 'b' },
      true,
    ],
    ['a changed title', { locale: 'en' }, { locale: 'en', title: 'Sales' }, false],
    ['a changed setting', { timezone: 'UTC+3' }, { timezone: 'Europe/Paris' }, false],
    ['a value given or not', {}, { colorScheme: 'dark' }, false],
    ['a new session id', { sessionId: 'given-1' }, { sessionId: 'given-2' }, false],
    ['values JSON cannot hold', { filters: { 'a.b': cyclic() } }, { filters: { 'a.b': cyclic() } }, true],
  ])('%s', (_label, one, other, equal) => {
    expect(valueKey(one) === valueKey(other)).toBe(equal);
  });
});
