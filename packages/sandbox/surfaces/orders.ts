import { ORDER_STATUSES, type Order } from '../server/order-model';
import type { ActiveFilter } from './filter-parameter';

/** The `orders` view as the surfaces see it: rows from the data API, filters, and the few aggregates shown. */

export type { Order } from '../server/order-model';

export const REVENUE_MEMBER = 'orders.amount';

/** The dimensions a filter may name, with how to read each from a row. */
const FILTERABLE_DIMENSIONS = new Map<string, (order: Order) => string | number>([
  ['orders.id', (order) => order.id],
  ['orders.status', (order) => order.status],
  ['orders.city', (order) => order.city],
  ['orders.country', (order) => order.country],
]);

export function isFilterableMember(member: string): boolean {
  return FILTERABLE_DIMENSIONS.has(member);
}

/** Rows that match every filter; a filter matches when the row's value equals any of its values. */
export function applyFilters(rows: readonly Order[], filters: readonly ActiveFilter[]): Order[] {
  return rows.filter((row) =>
    filters.every((filter) => {
      const read = FILTERABLE_DIMENSIONS.get(filter.member);
      if (read === undefined) return true;
      const value = String(read(row));
      return filter.values.some((wanted) => String(wanted) === value);
    }),
  );
}

export interface StatusRevenue {
  status: Order['status'];
  revenue: number;
  orders: number;
}

/** Revenue summed by status, in the fixed status order; statuses without rows are left out. */
export function revenueByStatus(rows: readonly Order[]): StatusRevenue[] {
  return ORDER_STATUSES.map((status) => {
    const matching = rows.filter((row) => row.status === status);
    return { status, revenue: sumRevenue(matching), orders: matching.length };
  }).filter((entry) => entry.orders > 0);
}

/** Summed in cents so that 60 two-decimal amounts add up exactly. */
export function sumRevenue(rows: readonly Order[]): number {
  return rows.reduce((cents, row) => cents + Math.round(row.amount * 100), 0) / 100;
}

export interface GroupRevenue {
  key: string;
  revenue: number;
  orders: number;
}

/** Revenue and order count by a text field, largest revenue first. */
export function revenueBy(rows: readonly Order[], field: 'city' | 'country'): GroupRevenue[] {
  const groups = new Map<string, Order[]>();
  for (const row of rows) groups.set(row[field], [...(groups.get(row[field]) ?? []), row]);
  return [...groups]
    .map(([key, members]) => ({ key, revenue: sumRevenue(members), orders: members.length }))
    .sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
}

/** Loosely checks the data API's answer: an object with a `rows` array of orders. */
export function readOrderRows(body: unknown): Order[] {
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('the data API answered without a rows list');
  return rows.filter(isOrder);
}

function isOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === 'number' &&
    typeof row.createdAt === 'string' &&
    typeof row.status === 'string' &&
    (ORDER_STATUSES as readonly string[]).includes(row.status) &&
    typeof row.city === 'string' &&
    typeof row.country === 'string' &&
    typeof row.amount === 'number' &&
    typeof row.items === 'number'
  );
}
