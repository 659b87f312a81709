// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { createDashboardView } from './dashboard-view';
import { revenueByStatus } from './orders';
import type { SurfaceView } from './surface-context';
import { testSurfaceContext } from './test-surface-context';

const rows = [...SAMPLE_ORDERS];

function mount(allowExport: boolean) {
  const { context, emitted, settings, navigate } = testSurfaceContext(
    { surface: 'dashboard', publicId: 'sales-overview' },
    allowExport,
  );
  const view: SurfaceView = createDashboardView(context);
  document.body.replaceChildren(view.element);
  view.showRoute('/embed/dashboard/sales-overview');
  view.render();
  const byTestId = (id: string) => [...view.element.querySelectorAll(`[data-testid="${id}"]`)];
  return { view, emitted, settings, navigate, byTestId };
}

describe('dashboard view', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('has no download control at all without allowExport', () => {
    const { view } = mount(false);
    expect(view.element.querySelectorAll('[data-testid^="download"]')).toHaveLength(0);
  });

  it('has four downloads per widget and one for the dashboard with allowExport', () => {
    const { view, byTestId } = mount(true);
    for (const widget of ['revenue-by-status', 'orders-table']) {
      const element = view.element.querySelector(`[data-widget="${widget}"]`);
      const formats = [...(element?.querySelectorAll('[data-testid^="download-"]') ?? [])];
      expect(formats.map((button) => button.getAttribute('data-testid'))).toEqual([
        'download-csv',
        'download-xlsx',
        'download-png',
        'download-pdf',
      ]);
    }
    expect(byTestId('download-dashboard')).toHaveLength(1);
  });

  it('emits download events; only CSV (a real file) carries a rowCount, simulated formats do not', () => {
    const { view, emitted, settings } = mount(true);
    settings.applyFilterParameter('f_orders.status={"value":"shipped"}');
    view.render();
    const shipped = rows.filter((row) => row.status === 'shipped').length;
    const click = (selector: string) => view.element.querySelector<HTMLElement>(selector)?.click();
    click('[data-widget="orders-table"] [data-testid="download-csv"]');
    click('[data-widget="revenue-by-status"] [data-testid="download-xlsx"]');
    click('[data-widget="revenue-by-status"] [data-testid="download-png"]');
    click('[data-testid="download-dashboard"]');
    expect(emitted).toEqual([
      [
        'download',
        { format: 'csv', target: 'widget', widgetId: 'orders-table', title: 'Orders', rowCount: shipped },
      ],
      [
        'download',
        {
          format: 'xlsx',
          target: 'widget',
          widgetId: 'revenue-by-status',
          title: 'Revenue by status',
        },
      ],
      [
        'download',
        { format: 'png', target: 'widget', widgetId: 'revenue-by-status', title: 'Revenue by status' },
      ],
      ['download', { format: 'pdf', target: 'dashboard', title: 'Sales overview' }],
    ]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'revenue-by-status',
      'status,orders,revenue',
      () => revenueByStatus(rows).map((entry) => `${entry.status},${entry.orders},${entry.revenue}`),
    ],
    ['orders-table', 'id,created_at,city,country,status,amount,items', () => rows.map((row) => `${row.id},`)],
  ])(
    "the %s CSV holds that widget's data, and rowCount counts its rows",
    async (widgetId, header, expected) => {
      const { view, emitted } = mount(true);
      view.element
        .querySelector<HTMLElement>(`[data-widget="${widgetId}"] [data-testid="download-csv"]`)
        ?.click();
      const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
      const [first, ...lines] = (await blob.text()).trimEnd().split('\r\n');
      expect(first).toBe(header);
      const wanted = expected();
      expect(lines).toHaveLength(wanted.length);
      expect(lines.map((line, index) => line.startsWith(wanted[index] ?? '?'))).not.toContain(false);
      expect(emitted.at(-1)).toEqual([
        'download',
        expect.objectContaining({ widgetId, rowCount: wanted.length }),
      ]);
    },
  );

  it('drills down from a bar and from an amount, and shows the selection', () => {
    const { view, emitted, byTestId } = mount(false);
    view.element
      .querySelector<SVGElement>('[data-testid="bar"][data-status="shipped"]')
      ?.dispatchEvent(new Event('click'));
    expect(emitted.at(-1)).toEqual([
      'drilldown',
      { member: 'orders.amount', value: { 'orders.status': 'shipped' }, widgetId: 'revenue-by-status' },
    ]);
    expect(byTestId('drill-selection')[0]?.textContent).toContain('orders.status = shipped');
    (byTestId('amount')[0] as HTMLElement).click();
    expect(emitted.at(-1)).toEqual([
      'drilldown',
      { member: 'orders.amount', value: { 'orders.id': 1001 }, widgetId: 'orders-table' },
    ]);
  });

  it('re-renders chart, table and KPI from the filtered rows', () => {
    const { view, settings, byTestId } = mount(false);
    expect(byTestId('bar')).toHaveLength(4);
    expect(byTestId('kpi-revenue')[0]?.textContent).toBe('$19,369.11');
    settings.applyFilterParameter('f_orders.status={"value":"shipped"}');
    view.render();
    expect(byTestId('bar').map((bar) => bar.getAttribute('data-status'))).toEqual(['shipped']);
    const tableRows = [...view.element.querySelectorAll('[data-testid="orders-table"] tbody tr')];
    expect(tableRows.every((row) => row.getAttribute('data-status') === 'shipped')).toBe(true);
    expect(byTestId('kpi-revenue')[0]?.textContent).not.toBe('$19,369.11');
  });

  it('switches tabs through navigate and hides the chart on the orders route', () => {
    const { view, navigate, byTestId } = mount(false);
    (byTestId('tab-orders')[0] as HTMLElement).click();
    expect(navigate).toHaveBeenCalledWith('/embed/dashboard/sales-overview/orders');
    expect(view.showRoute('/embed/dashboard/sales-overview/orders')).toBe(true);
    expect(view.title()).toBe('Sales overview · Orders');
    expect((view.element.querySelector('[data-widget="revenue-by-status"]') as HTMLElement).hidden).toBe(
      true,
    );
    expect(view.showRoute('/embed/dashboard/sales-overview/nope')).toBe(false);
    expect(view.title()).toBe('Sales overview · Orders');
  });

  it('reports dashboard-loaded with both widgets', () => {
    const { view, emitted } = mount(false);
    view.loaded?.(120);
    expect(emitted).toEqual([
      ['dashboard-loaded', { publicId: 'sales-overview', widgetCount: 2, loadDurationMs: 120 }],
    ]);
  });
});
