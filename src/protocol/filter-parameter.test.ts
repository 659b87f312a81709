import { describe, expect, it } from 'vitest';
import {
  FILTER_PARAMETER_MAX_LENGTH,
  formatFilterParameter,
  isFilterUrlParameter,
  parseFilterParameter,
} from './filter-parameter';

describe('the filter codec', () => {
  it.each<[member: string, value: unknown]>([
    ['orders.status', { value: 'USA' }],
    ['orders.city', ['Paris', 'Lyon & Co']],
    ['orders.note', 'a&b=c "d"\nnext line'],
    ['Sales_2024._region', { values: [1, 2.5, true, null] }],
    ['orders.status', null],
  ])('formats %s and parses it back to the same member and value', (member, value) => {
    const formatted = formatFilterParameter(member, value);
    if (!formatted.ok) throw new Error(formatted.error);
    const parameter = `${formatted.name}=${formatted.json}`;
    expect(parseFilterParameter(parameter)).toEqual({ ok: true, member, value });
    expect(isFilterUrlParameter(parameter)).toBe(true);
  });

  it.each<[label: string, member: string, value: unknown, error: RegExp]>([
    ['a member without view', 'status', 'x', /member must be <view>\.<dimension>, got "status"/],
    ['a member with three parts', 'a.b.c', 'x', /<view>\.<dimension>/],
    ['a member part over 128 characters', `a.${'b'.repeat(129)}`, 'x', /<view>\.<dimension>/],
    ['a BigInt value', 'orders.id', 1n, /orders\.id must be JSON-serializable/],
    ['an undefined value', 'orders.id', undefined, /JSON-serializable/],
  ])('refuses to format %s', (_label, member, value, error) => {
    const formatted = formatFilterParameter(member, value);
    expect(formatted.ok).toBe(false);
    expect(formatted.ok ? '' : formatted.error).toMatch(error);
  });

  it.each([
    ['', 'not a filter parameter'],
    ['orders.status="x"', 'not a filter parameter'],
    ['f_orders.status=', 'not a filter parameter'],
    ["f_orders.status='x'", 'orders.status is not valid JSON'],
  ])('refuses to parse %j', (parameter, error) => {
    const parsed = parseFilterParameter(parameter);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(error);
    expect(isFilterUrlParameter(parameter)).toBe(false);
  });

  it('refuses a set-filter parameter over its cap', () => {
    const json = `"${'x'.repeat(FILTER_PARAMETER_MAX_LENGTH)}"`;
    expect(parseFilterParameter(`f_orders.status=${json}`).ok).toBe(true);
    expect(isFilterUrlParameter(`f_orders.status=${json}`)).toBe(false);
  });
});
