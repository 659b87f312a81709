/**
 * The sandbox's built-in data set: 60 orders, the same on every run. The surfaces query it as the
 * `orders` view: `orders.status`, `orders.city`, `orders.country`, `orders.amount`, `orders.count`.
 */

import { ORDER_STATUSES, type Order } from './order-model';

export const SAMPLE_ORDER_COUNT = 60;
/** Fixed, so the data never depends on the day the sandbox runs. */
export const SAMPLE_DATA_END = Date.UTC(2025, 5, 30);
export const SAMPLE_DATA_DAYS = 90;

const PLACES: readonly (readonly [city: string, country: string])[] = [
  ['Paris', 'France'],
  ['Lyon', 'France'],
  ['Berlin', 'Germany'],
  ['Munich', 'Germany'],
  ['Madrid', 'Spain'],
  ['New York', 'USA'],
  ['Chicago', 'USA'],
  ['Austin', 'USA'],
  ['Toronto', 'Canada'],
  ['Tokyo', 'Japan'],
];

const DAY_MS = 86_400_000;

/** mulberry32: a tiny seeded PRNG, so the sample is varied but reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

function buildOrders(): Order[] {
  const random = seededRandom(20250630);
  const start = SAMPLE_DATA_END - SAMPLE_DATA_DAYS * DAY_MS;
  const orders: Order[] = [];
  for (let index = 0; index < SAMPLE_ORDER_COUNT; index += 1) {
    // Evenly spread over the window, jittered within each slot, so dates stay ascending.
    const slot = (SAMPLE_DATA_DAYS * DAY_MS) / SAMPLE_ORDER_COUNT;
    const createdAt = Math.floor(start + index * slot + random() * slot);
    const [city, country] = pick(PLACES, random);
    const items = 1 + Math.floor(random() * 6);
    orders.push({
      id: 1001 + index,
      createdAt: new Date(createdAt).toISOString(),
      status: pick(ORDER_STATUSES, random),
      city,
      country,
      amount: Math.round(items * (12 + random() * 140) * 100) / 100,
      items,
    });
  }
  return orders;
}

export const SAMPLE_ORDERS: readonly Readonly<Order>[] = Object.freeze(
  buildOrders().map((order) => Object.freeze(order)),
);
