// The shape of the `orders` view, with no data: the surfaces import it without the 60 sample rows.

/** In the chart's bar order; the sample data also picks statuses by this order. */
export const ORDER_STATUSES = ['completed', 'processing', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order {
  id: number;
  /** ISO-8601 UTC, within the 90 days before `SAMPLE_DATA_END`. */
  createdAt: string;
  status: OrderStatus;
  city: string;
  country: string;
  /** Two decimals. */
  amount: number;
  items: number;
}
