import type { Formatter } from './formatting';
import { type Order, revenueByStatus } from './orders';

/** CSV as RFC 4180 has it: CRLF lines, fields with a comma, quote or line break quoted, quotes doubled. */

export type CsvCell = string | number;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

function csvField(cell: CsvCell): string {
  const text = typeof cell === 'number' ? String(cell) : neutralizeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell that a spreadsheet would run as a formula gets a leading quote (CSV injection). */
function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** What a widget exports: its own columns and rows, as the widget shows them. */
export interface WidgetTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** The orders table's export: raw values (ISO time, plain amount) so the file stays machine-readable. */
export function ordersTable(rows: readonly Order[]): WidgetTable {
  return {
    header: ['id', 'created_at', 'city', 'country', 'status', 'amount', 'items'],
    rows: rows.map((row) => [
      row.id,
      row.createdAt,
      row.city,
      row.country,
      row.status,
      row.amount,
      row.items,
    ]),
  };
}

/** The revenue chart's export: one row per bar, the totals it draws. */
export function revenueByStatusTable(rows: readonly Order[]): WidgetTable {
  return {
    header: ['status', 'orders', 'revenue'],
    rows: revenueByStatus(rows).map((entry) => [entry.status, entry.orders, entry.revenue]),
  };
}

export function ordersCsv(rows: readonly Order[]): string {
  const table = ordersTable(rows);
  return toCsv(table.header, table.rows);
}

/** A file name with the widget and the export time in the viewer's time zone, safe on every OS. */
export function exportFileName(
  widgetId: string,
  extension: string,
  at: number,
  formatter: Formatter,
): string {
  const stamp = formatter.fileStamp(at);
  return `${widgetId}-${stamp}.${extension}`;
}
