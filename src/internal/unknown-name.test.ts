import { describe, expect, it } from 'vitest';
import { unknownName } from './unknown-name';

const NAMES = ['tenantUrl', 'sessionId', 'readyTimeoutMs', 'debug', 'now', 'path', 'title'];

describe('unknownName', () => {
  it.each([
    ['a transposition', 'debgu', 'debug'],
    ['a missing letter', 'readyTimeotMs', 'readyTimeoutMs'],
    ['two missing letters', 'readyTimoutM', 'readyTimeoutMs'],
    ['another case', 'tenantURL', 'tenantUrl'],
    ['another case, all of it', 'SESSIONID', 'sessionId'],
    ['snake case', 'session_id', 'sessionId'],
    ['a short name with a letter more', 'nows', 'now'],
    ['the nearest of two near names', 'titl', 'title'],
  ])('suggests the valid name for %s', (_label, typed, meant) => {
    expect(unknownName('option', typed, NAMES)).toBe(`unknown option '${typed}': did you mean '${meant}'?`);
  });

  it.each([
    ['three edits away', 'debxxx'],
    ['nothing alike', 'colour'],
    ['empty', ''],
    ['a number', 42],
    ['undefined', undefined],
  ])('lists the valid names for a name %s', (_label, typed) => {
    expect(unknownName('option', typed, NAMES)).toMatch(
      /^unknown option .*: the options are tenantUrl, sessionId, readyTimeoutMs, debug, now, path, title$/,
    );
  });

  it('shows a long unknown name cut, and a non-string by its JSON', () => {
    expect(unknownName('event', 'x'.repeat(100), ['ready'])).toMatch(/^unknown event 'x{56}\.\.\.: /);
    expect(unknownName('event', 42, ['ready'])).toBe('unknown event 42: the events are ready');
  });
});
