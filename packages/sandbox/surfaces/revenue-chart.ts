import { onActivate, svg } from './dom';
import type { Formatter } from './formatting';
import type { StatusRevenue } from './orders';

/** Revenue by status as SVG bars; geometry in attributes, colors from CSS (the theme's primary color). */

const WIDTH = 560;
const HEIGHT = 240;
const TOP = 28;
const BOTTOM = 36;
const SIDE = 12;

export function renderRevenueChart(
  data: readonly StatusRevenue[],
  formatter: Formatter,
  selectedStatus: string | null,
  onSelect: (status: StatusRevenue['status']) => void,
): SVGSVGElement {
  const chart = svg('svg', {
    'data-testid': 'revenue-chart',
    class: 'revenue-chart',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': 'Revenue by order status',
  });
  if (data.length === 0) {
    chart.append(
      svg(
        'text',
        { x: String(WIDTH / 2), y: String(HEIGHT / 2), class: 'chart-empty' },
        'No orders match the filters',
      ),
    );
    return chart;
  }
  const max = Math.max(...data.map((entry) => entry.revenue), 1);
  const slot = (WIDTH - 2 * SIDE) / data.length;
  const barWidth = Math.min(96, slot * 0.6);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  data.forEach((entry, index) => {
    const height = Math.max(2, (entry.revenue / max) * plotHeight);
    const centre = SIDE + slot * index + slot / 2;
    const x = centre - barWidth / 2;
    const y = TOP + plotHeight - height;
    const label = `${entry.status}: ${formatter.currency(entry.revenue)} (${formatter.count(entry.orders, 'order')})`;
    const bar = svg(
      'rect',
      {
        'data-testid': 'bar',
        'data-status': entry.status,
        'data-revenue': String(entry.revenue),
        class: entry.status === selectedStatus ? 'bar selected' : 'bar',
        x: fixed(x),
        y: fixed(y),
        width: fixed(barWidth),
        height: fixed(height),
        tabindex: '0',
        role: 'button',
        'aria-label': `Drill into ${label}`,
      },
      svg('title', {}, label),
    );
    onActivate(bar, () => onSelect(entry.status));
    chart.append(
      bar,
      svg(
        'text',
        { x: fixed(centre), y: fixed(y - 8), class: 'bar-value' },
        formatter.currency(entry.revenue),
      ),
      svg('text', { x: fixed(centre), y: String(HEIGHT - 12), class: 'bar-label' }, entry.status),
    );
  });
  return chart;
}

function fixed(value: number): string {
  return value.toFixed(1);
}
