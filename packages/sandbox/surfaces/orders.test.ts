import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { applyFilters, readOrderRows, revenueBy, revenueByStatus, sumRevenue } from './orders';
import { ViewSettings } from './view-settings';

const rows = [...SAMPLE_ORDERS];

describe('orders', () => {
  it('filters by equality on any of the values', () => {
    const shipped = applyFilters(rows, [{ member: 'orders.status', values: ['shipped'] }]);
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((row) => row.status === 'shipped')).toBe(true);
    const two = applyFilters(rows, [{ member: 'orders.status', values: ['shipped', 'completed'] }]);
    expect(two.length).toBe(shipped.length + rows.filter((row) => row.status === 'completed').length);
    expect(applyFilters(rows, [{ member: 'orders.id', values: ['1005'] }]).map((row) => row.id)).toEqual([
      1005,
    ]);
  });

  it('sums revenue by status without float drift, leaving out empty statuses', () => {
    const byStatus = revenueByStatus(rows);
    expect(sumRevenue(rows)).toBe(19_369.11);
    expect(byStatus.reduce((total, entry) => total + entry.orders, 0)).toBe(rows.length);
    const shipped = applyFilters(rows, [{ member: 'orders.status', values: ['shipped'] }]);
    expect(revenueByStatus(shipped).map((entry) => entry.status)).toEqual(['shipped']);
    expect(revenueByStatus([])).toEqual([]);
  });

  it('ranks cities by revenue', () => {
    const [top, second] = revenueBy(rows, 'city');
    expect(top && second && top.revenue >= second.revenue).toBe(true);
  });

  it('keeps only well-formed rows from the data API and refuses a body without rows', () => {
    expect(readOrderRows({ rows: [...rows.slice(0, 2), { id: 'x' }, null] })).toHaveLength(2);
    expect(() => readOrderRows({ error: 'nope' })).toThrow('without a rows list');
  });
});

describe('ViewSettings', () => {
  it('applies, replaces and clears filters from set-filter parameters', () => {
    const settings = new ViewSettings('en-US', 'UTC', []);
    expect(settings.applyFilterParameter('f_orders.status={"value":"shipped"}')).toEqual({
      ok: true,
      member: 'orders.status',
      cleared: false,
    });
    expect(settings.filter(rows).every((row) => row.status === 'shipped')).toBe(true);
    settings.applyFilterParameter('f_orders.status={"value":"completed"}');
    expect(settings.filters).toEqual([{ member: 'orders.status', values: ['completed'] }]);
    expect(settings.applyFilterParameter('f_orders.status=null')).toMatchObject({ ok: true, cleared: true });
    expect(settings.filter(rows)).toHaveLength(rows.length);
  });

  it('refuses unknown dimensions and bad parameters without changing anything', () => {
    const settings = new ViewSettings('en-US', 'UTC', [{ member: 'orders.city', values: ['Paris'] }]);
    expect(settings.applyFilterParameter('f_orders.weight={"value":1}')).toMatchObject({ ok: false });
    expect(settings.applyFilterParameter('f_orders.city={oops')).toMatchObject({ ok: false });
    expect(settings.filters).toEqual([{ member: 'orders.city', values: ['Paris'] }]);
  });

  it('rebuilds its formatter on a locale or zone change', () => {
    const settings = new ViewSettings('en-US', 'UTC', []);
    settings.setLocale('de');
    settings.setTimeZone('Asia/Tokyo');
    expect([settings.locale, settings.timeZone]).toEqual(['de', 'Asia/Tokyo']);
    expect(settings.formatter.currency(1)).toMatch(/^1,00\s\$$/);
  });
});
