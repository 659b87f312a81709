import type { OrderStatus } from '../server/order-model';
import { type ActiveFilter, describeFilter } from './filter-parameter';
import type { Formatter } from './formatting';
import { type Order, revenueBy, revenueByStatus, sumRevenue } from './orders';

/**
 * A stand-in AI over the filtered orders. It answers the questions it suggests (and their close
 * variants), says what it can answer otherwise, and fails on any question containing the word `fail`,
 * so both outcomes of `ai-query` can be produced on demand.
 */

export type AiAnswer = { ok: true; text: string } | { ok: false; text: string };

/** Shown by the chat and the AI box; each gets a real answer. */
export const SUGGESTED_QUESTIONS = [
  'What is the total revenue?',
  'How many orders were shipped?',
  'What is the revenue by status?',
  'Which city has the most revenue?',
  'What is the average order value?',
] as const;

export const WHAT_I_CAN_ANSWER =
  'I can answer questions about the orders: total revenue, how many orders are completed, processing, shipped or cancelled, revenue by status, the top city or country, and the average order value. Ask with the word “fail” to see a failed answer.';

const FAIL_WORD = /\bfail\b/i;
/** `ship`, `shipped`, `cancelled`, `canceled`, `completed`, `processing`... */
const STATUS_WORDS: ReadonlyArray<[OrderStatus, RegExp]> = [
  ['completed', /\bcomplet/i],
  ['processing', /\bprocess/i],
  ['shipped', /\bship/i],
  ['cancelled', /\bcancel/i],
];

interface Asked {
  rows: readonly Order[];
  scope: string;
  format: Formatter;
}

export function answerQuestion(
  query: string,
  rows: readonly Order[],
  filters: readonly ActiveFilter[],
  format: Formatter,
): AiAnswer {
  if (FAIL_WORD.test(query)) {
    return { ok: false, text: 'The assistant could not answer this question (simulated failure).' };
  }
  const scope = filters.length === 0 ? 'all orders' : filters.map(describeFilter).join(' and ');
  const text = answerText(query, { rows, scope, format });
  return { ok: true, text };
}

function answerText(query: string, asked: Asked): string {
  const status = STATUS_WORDS.find(([, word]) => word.test(query))?.[0];
  if (status !== undefined) return statusAnswer(status, asked);
  if (/\bstatus(es)?\b/i.test(query)) return byStatusAnswer(asked);
  if (/\bcit(y|ies)\b/i.test(query)) return topAnswer('city', asked);
  if (/\bcountr(y|ies)\b/i.test(query)) return topAnswer('country', asked);
  if (/\b(average|mean|typical)\b/i.test(query)) return averageAnswer(asked);
  if (/\b(how many|number of|count)\b/i.test(query)) return countAnswer(asked);
  if (/\b(revenue|total|sales|sum|amount)\b/i.test(query)) return totalAnswer(asked);
  return `I cannot answer “${query}” yet. ${WHAT_I_CAN_ANSWER}`;
}

function totalAnswer({ rows, scope, format }: Asked): string {
  return `Total revenue of ${format.count(rows.length, 'order')} (${scope}): ${format.currency(sumRevenue(rows))}.`;
}

function countAnswer({ rows, scope, format }: Asked): string {
  return `There are ${format.count(rows.length, 'order')} (${scope}).`;
}

function statusAnswer(status: OrderStatus, { rows, scope, format }: Asked): string {
  const matching = rows.filter((row) => row.status === status);
  const label = `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
  return `${label}: ${format.count(matching.length, 'order')} (${scope}), ${format.currency(sumRevenue(matching))} in revenue.`;
}

function byStatusAnswer({ rows, scope, format }: Asked): string {
  const parts = revenueByStatus(rows).map(
    (entry) => `${entry.status} ${format.currency(entry.revenue)} (${format.count(entry.orders, 'order')})`,
  );
  if (parts.length === 0) return `No orders (${scope}).`;
  return `Revenue by status (${scope}): ${parts.join(', ')}.`;
}

function topAnswer(field: 'city' | 'country', { rows, scope, format }: Asked): string {
  const top = revenueBy(rows, field)[0];
  if (top === undefined) return `No orders (${scope}), so no top ${field}.`;
  return `The top ${field} is ${top.key} with ${format.currency(top.revenue)} from ${format.count(top.orders, 'order')} (${scope}).`;
}

function averageAnswer({ rows, scope, format }: Asked): string {
  if (rows.length === 0) return `No orders (${scope}), so no average.`;
  const average = Math.round((sumRevenue(rows) / rows.length) * 100) / 100;
  return `The average order value is ${format.currency(average)} over ${format.count(rows.length, 'order')} (${scope}).`;
}
