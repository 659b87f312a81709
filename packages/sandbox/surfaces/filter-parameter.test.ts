import { describe, expect, it } from 'vitest';
import { describeFilter, parseFilterEntry, parseFilterParameter } from './filter-parameter';

describe('parseFilterParameter', () => {
  it.each([
    ['f_orders.status={"value":"shipped"}', 'orders.status', ['shipped']],
    ['f_orders.status={"values":["shipped","completed"]}', 'orders.status', ['shipped', 'completed']],
    ['f_orders.status="shipped"', 'orders.status', ['shipped']],
    ['f_orders.id=1005', 'orders.id', [1005]],
    ['f_orders.city=["Paris","Lyon"]', 'orders.city', ['Paris', 'Lyon']],
    ['f_orders.flag={"value":true}', 'orders.flag', [true]],
    ['f_orders.city={"value":"a=b"}', 'orders.city', ['a=b']],
    ['f_Sales_2024._region={"value":"EU"}', 'Sales_2024._region', ['EU']],
  ])('accepts %s', (parameter, member, values) => {
    expect(parseFilterParameter(parameter)).toEqual({ ok: true, member, values });
  });

  it('reads JSON null as "clear this filter"', () => {
    expect(parseFilterParameter('f_orders.status=null')).toEqual({
      ok: true,
      member: 'orders.status',
      values: null,
    });
  });

  it.each([
    ['', 'not a filter parameter'],
    ['orders.status={"value":"x"}', 'not a filter parameter'],
    ['f_orders={"value":"x"}', 'not a filter parameter'],
    ['f_orders.status.extra={"value":"x"}', 'not a filter parameter'],
    ['f_1orders.status={"value":"x"}', 'not a filter parameter'],
    ['f_orders.status=', 'not a filter parameter'],
    ['f_orders.status', 'not a filter parameter'],
    ['f_orders.status={value:"x"}', 'not valid JSON'],
    ["f_orders.status='shipped'", 'not valid JSON'],
    ['f_orders.status={"value":"x"', 'not valid JSON'],
    ['f_orders.status={}', 'unsupported filter value'],
    ['f_orders.status={"value":null}', 'unsupported filter value'],
    ['f_orders.status={"value":{"nested":1}}', 'unsupported filter value'],
    ['f_orders.status={"value":"x","op":"gt"}', 'unsupported filter value'],
    ['f_orders.status={"values":[]}', 'unsupported filter value'],
    ['f_orders.status=[]', 'unsupported filter value'],
    ['f_orders.status=[1,[2]]', 'unsupported filter value'],
  ])('refuses %j', (parameter, reason) => {
    const result = parseFilterParameter(parameter);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(reason);
  });
});

describe('parseFilterEntry', () => {
  it('joins a URL query entry back into one parameter', () => {
    expect(parseFilterEntry('f_orders.status', '{"value":"shipped"}')).toEqual({
      ok: true,
      member: 'orders.status',
      values: ['shipped'],
    });
  });
});

describe('describeFilter', () => {
  it('shows one value as equals and several as a list', () => {
    expect(describeFilter({ member: 'orders.status', values: ['shipped'] })).toBe('orders.status = shipped');
    expect(describeFilter({ member: 'orders.id', values: [1, 2] })).toBe('orders.id in (1, 2)');
  });
});
