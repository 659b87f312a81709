import type { EventPayloads } from '@svc/embed';
import type { Formatter } from './formatting';
import { type Order, REVENUE_MEMBER, sumRevenue } from './orders';

/** A drill into revenue: by one status (a chart bar) or one order (a table amount). */
export type Drill = { kind: 'status'; status: Order['status'] } | { kind: 'order'; orderId: number };

export function drilldownPayload(drill: Drill): EventPayloads['drilldown'] {
  return drill.kind === 'status'
    ? { member: REVENUE_MEMBER, value: { 'orders.status': drill.status }, widgetId: 'revenue-by-status' }
    : { member: REVENUE_MEMBER, value: { 'orders.id': drill.orderId }, widgetId: 'orders-table' };
}

/** What the viewer sees: the drilled member, the slice, and its revenue in the current rows. */
export function describeDrill(drill: Drill, rows: readonly Order[], formatter: Formatter): string {
  const slice =
    drill.kind === 'status'
      ? rows.filter((row) => row.status === drill.status)
      : rows.filter((row) => row.id === drill.orderId);
  const where = drill.kind === 'status' ? `orders.status = ${drill.status}` : `orders.id = ${drill.orderId}`;
  return `Drilldown: ${REVENUE_MEMBER} where ${where}: ${formatter.currency(sumRevenue(slice))} in ${formatter.count(slice.length, 'order')}`;
}
