import { el, onActivate } from './dom';
import type { Formatter } from './formatting';
import type { Order } from './orders';

/** The orders table; an amount cell drills into that order's revenue. */
export function renderOrdersTable(
  rows: readonly Order[],
  formatter: Formatter,
  selectedId: number | null,
  onSelect: (orderId: number) => void,
): HTMLTableElement {
  const head = el(
    'thead',
    {},
    el(
      'tr',
      {},
      ...['Order', 'Created at', 'City', 'Status', 'Amount'].map((title) =>
        el('th', { scope: 'col' }, title),
      ),
    ),
  );
  const body = el('tbody');
  for (const row of rows) {
    const amount = el(
      'td',
      {
        'data-testid': 'amount',
        class: row.id === selectedId ? 'amount drillable selected' : 'amount drillable',
        tabindex: '0',
        role: 'button',
        'aria-label': `Drill into order ${row.id}, ${formatter.currency(row.amount)}`,
      },
      formatter.currency(row.amount),
    );
    onActivate(amount, () => onSelect(row.id));
    body.append(
      el(
        'tr',
        { 'data-status': row.status, 'data-order-id': String(row.id) },
        el('td', {}, `#${row.id}`),
        el(
          'td',
          { 'data-testid': 'created-at', 'data-iso': row.createdAt },
          formatter.dateTime(row.createdAt),
        ),
        el('td', {}, row.city),
        el('td', {}, el('span', { class: `status status-${row.status}` }, row.status)),
        amount,
      ),
    );
  }
  if (rows.length === 0) {
    body.append(el('tr', {}, el('td', { colspan: '5', class: 'muted' }, 'No orders match the filters')));
  }
  return el('table', { 'data-testid': 'orders-table', class: 'orders-table' }, head, body);
}
