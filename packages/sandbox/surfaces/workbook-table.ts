import { el } from './dom';
import type { Formatter } from './formatting';
import { type Order, revenueBy } from './orders';
import type { Workbook } from './routes';

const LATEST_COUNT = 10;

/** The small table a workbook page shows, computed from the filtered orders. */
export function renderWorkbookTable(
  workbook: Workbook,
  rows: readonly Order[],
  formatter: Formatter,
): HTMLTableElement {
  if (workbook.kind === 'latest-orders') {
    const latest = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LATEST_COUNT);
    return table(
      ['Order', 'Created at', 'City', 'Status', 'Amount'],
      latest.map((row) => [
        cell(`#${row.id}`),
        cell(formatter.dateTime(row.createdAt), 'created-at'),
        cell(row.city),
        cell(row.status),
        cell(formatter.currency(row.amount), 'amount'),
      ]),
      latest.map((row) => row.status),
    );
  }
  const field = workbook.kind === 'revenue-by-city' ? 'city' : 'country';
  const groups = revenueBy(rows, field);
  return table(
    [field === 'city' ? 'City' : 'Country', 'Orders', 'Revenue'],
    groups.map((group) => [
      cell(group.key),
      cell(formatter.number(group.orders)),
      cell(formatter.currency(group.revenue), 'amount'),
    ]),
    [],
  );
}

function cell(text: string, testId?: string): HTMLTableCellElement {
  return el('td', { 'data-testid': testId }, text);
}

function table(
  headers: readonly string[],
  rows: HTMLTableCellElement[][],
  statuses: readonly string[],
): HTMLTableElement {
  const body = el('tbody');
  rows.forEach((cells, index) => {
    body.append(el('tr', { 'data-status': statuses[index] }, ...cells));
  });
  if (rows.length === 0)
    body.append(
      el(
        'tr',
        {},
        el('td', { colspan: String(headers.length), class: 'muted' }, 'No orders match the filters'),
      ),
    );
  return el(
    'table',
    { 'data-testid': 'workbook-table', class: 'orders-table' },
    el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', { scope: 'col' }, header)))),
    body,
  );
}
