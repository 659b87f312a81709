import { describe, expect, it } from 'vitest';
import { FILTER_NAME_PREFIX, isInEmbedPath, parseFilterParameter } from './index';
import { parseFilterParameter as filterCodec } from './protocol/filter-parameter';

// The core entry's rules for what a tenant reads from its embed address.
describe('isInEmbedPath', () => {
  it.each(['/', '/workbook/130', '/orders?status=open#top'])('accepts %s', (path) => {
    expect(isInEmbedPath(path)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'workbook'],
    ['protocol-relative', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a dot-dot segment', '/a/../b'],
    ['an encoded dot-dot segment', '/a/%2e%2E/b'],
    ['a scheme', 'javascript:alert(1)'],
    ['over 2048 characters', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_label, path) => {
    expect(isInEmbedPath(path)).toBe(false);
  });
});

describe('parseFilterParameter', () => {
  // The codec itself, and its refusals, are tested in protocol/filter-parameter.test.ts.
  it('is the one codec of the filter parameters', () => {
    expect(parseFilterParameter).toBe(filterCodec);
    expect(FILTER_NAME_PREFIX).toBe('f_');
    expect(parseFilterParameter('f_orders.status={"value":"shipped"}')).toEqual({
      ok: true,
      member: 'orders.status',
      value: { value: 'shipped' },
    });
  });
});
