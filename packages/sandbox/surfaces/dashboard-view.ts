import { createAiBox } from './ai-box';
import { ordersTable, revenueByStatusTable, type WidgetTable } from './csv';
import { exportDashboard, exportWidget } from './dashboard-downloads';
import { type DownloadFormat, widgetFrame } from './dashboard-widget';
import { createDetailsDialog } from './details-dialog';
import { el } from './dom';
import { type Drill, describeDrill, drilldownPayload } from './drilldown';
import { createLiveTile } from './live-tile';
import { type Order, revenueByStatus, sumRevenue } from './orders';
import { renderOrdersTable } from './orders-table';
import { renderRevenueChart } from './revenue-chart';
import {
  DASHBOARD_ROUTE_TITLES,
  DASHBOARD_ROUTES,
  type DashboardRoute,
  dashboardPath,
  dashboardTitle,
  matchDashboardRoute,
} from './routes';
import type { SurfaceContext, SurfaceView } from './surface-context';

export const CHART_WIDGET = { id: 'revenue-by-status', title: 'Revenue by status' } as const;
export const TABLE_WIDGET = { id: 'orders-table', title: 'Orders' } as const;
const WIDGET_COUNT = 2;

/**
 * The dashboard: Overview (KPI, chart, table) and Orders (KPI, table) tabs, drilldowns, downloads
 * with `allowExport=true`, and an AI box. Emits `dashboard-loaded` after the first load and each refresh.
 * The live one (`sales-live`) is tall (the whole table), with a live tile and a details dialog.
 * A tab switch asks a host with `viewport()` to bring the new content into view.
 */
export function createDashboardView(context: SurfaceContext): SurfaceView {
  const publicId = context.config.publicId ?? 'dashboard';
  const title = context.config.dashboard?.title ?? dashboardTitle(publicId);
  let route: DashboardRoute = 'overview';
  let drill: Drill | null = null;
  const live = context.config.dashboard?.live === true;

  const download = (widget: { id: string; title: string }, data: (rows: Order[]) => WidgetTable) =>
    context.allowExport
      ? (format: DownloadFormat) =>
          exportWidget(context, { ...widget, table: () => data(context.filteredRows()) }, format)
      : null;
  const chart = widgetFrame(
    CHART_WIDGET.id,
    CHART_WIDGET.title,
    download(CHART_WIDGET, revenueByStatusTable),
  );
  const table = widgetFrame(TABLE_WIDGET.id, TABLE_WIDGET.title, download(TABLE_WIDGET, ordersTable));
  table.body.classList.add('scroll');

  const tabs = DASHBOARD_ROUTES.map((tab) => {
    const link = el(
      'a',
      { href: dashboardPath(publicId, tab), role: 'tab', 'data-testid': `tab-${tab}`, class: 'tab' },
      DASHBOARD_ROUTE_TITLES[tab],
    );
    link.addEventListener('click', (event) => {
      event.preventDefault();
      context.navigate(dashboardPath(publicId, tab));
      // In a tall embed the new content may lie outside what the viewer sees: ask the host (with
      // viewport()) to bring its top into view; the host clamps and rate-limits it.
      if (context.viewport.region !== null)
        context.viewport.requestScroll(
          { top: widgets.offsetTop, height: widgets.offsetHeight },
          { block: 'nearest' },
        );
    });
    return { tab, link };
  });

  const kpiRevenue = el('output', { 'data-testid': 'kpi-revenue', class: 'kpi-value' });
  const kpiOrders = el('output', { 'data-testid': 'kpi-orders', class: 'kpi-value' });
  const kpis = el(
    'section',
    { class: 'kpis', 'aria-label': 'Key figures' },
    el('div', { class: 'kpi' }, el('span', { class: 'kpi-label' }, 'Revenue'), kpiRevenue),
    el('div', { class: 'kpi' }, el('span', { class: 'kpi-label' }, 'Orders'), kpiOrders),
  );
  const drillSelection = el('p', {
    class: 'drill-selection',
    'data-testid': 'drill-selection',
    'aria-live': 'polite',
  });
  const notFound = el('p', { class: 'not-found', hidden: '' });

  const toolbar = el('div', { class: 'toolbar' });
  if (context.allowExport) {
    const button = el(
      'button',
      { type: 'button', 'data-testid': 'download-dashboard', class: 'download' },
      'Download dashboard (PDF)',
    );
    button.addEventListener('click', () => exportDashboard(context, title));
    toolbar.append(button);
  }
  const details = live
    ? createDetailsDialog(() => {
        const formatter = context.formatter();
        const rows = context.filteredRows();
        return `${formatter.number(rows.length)} orders, ${formatter.currency(sumRevenue(rows))} in revenue.`;
      })
    : null;
  const liveTile = live ? createLiveTile(context) : null;
  const widgets = el('div', { class: 'widgets' }, chart.element, table.element);

  const element = el(
    'main',
    { class: live ? 'surface dashboard live' : 'surface dashboard' },
    el('header', { class: 'surface-header' }, el('h1', {}, title), toolbar),
    el(
      'nav',
      { class: 'tabs', role: 'tablist', 'aria-label': 'Dashboard pages' },
      ...tabs.map((t) => t.link),
    ),
    notFound,
    kpis,
    widgets,
    drillSelection,
    createAiBox(context),
  );
  if (liveTile) kpis.append(liveTile.element);
  if (details) element.append(details.button, details.dialog);

  const select = (next: Drill) => {
    drill = next;
    context.emitter.emit('drilldown', drilldownPayload(next));
    render();
  };

  function render(): void {
    const formatter = context.formatter();
    const rows = context.filteredRows();
    kpiRevenue.textContent = formatter.currency(sumRevenue(rows));
    kpiOrders.textContent = formatter.number(rows.length);
    const selectedStatus = drill?.kind === 'status' ? drill.status : null;
    const selectedOrder = drill?.kind === 'order' ? drill.orderId : null;
    chart.body.replaceChildren(
      renderRevenueChart(revenueByStatus(rows), formatter, selectedStatus, (status) =>
        select({ kind: 'status', status }),
      ),
    );
    table.body.replaceChildren(
      renderOrdersTable(rows, formatter, selectedOrder, (orderId) => select({ kind: 'order', orderId })),
    );
    drillSelection.textContent =
      drill === null ? 'No drilldown yet: click a bar or an amount.' : describeDrill(drill, rows, formatter);
    drillSelection.dataset.active = String(drill !== null);
  }

  function show(next: DashboardRoute): void {
    route = next;
    notFound.hidden = true;
    chart.element.hidden = route !== 'overview';
    for (const { tab, link } of tabs) {
      link.setAttribute('aria-selected', String(tab === route));
      link.classList.toggle('active', tab === route);
    }
  }

  return {
    element,
    render,
    showRoute: (path) => {
      const next = matchDashboardRoute(path, publicId);
      if (next === null) return false;
      show(next);
      return true;
    },
    showNotFound: (path) => {
      show('overview');
      notFound.hidden = false;
      notFound.textContent = `No page at ${path}; showing the overview.`;
    },
    title: () => `${title} · ${DASHBOARD_ROUTE_TITLES[route]}`,
    loaded: (durationMs) => {
      context.emitter.emit('dashboard-loaded', {
        publicId,
        widgetCount: WIDGET_COUNT,
        loadDurationMs: durationMs,
      });
    },
  };
}
